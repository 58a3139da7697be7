<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="86"/>
        <source>Save the job?</source>
        <translation>要儲存工作嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="87"/>
        <source>{name} has changes that are not saved. Save them first?</source>
        <translation>{name} 有尚未儲存的變更。要先儲存嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="114"/>
        <source>New job from the built-in defaults</source>
        <translation>已用內建預設值建立新工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="122"/>
        <source>Cannot open the job: {error}</source>
        <translation>無法開啟工作：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="127"/>
        <location filename="../../tpugui/qt/job_files.py" line="128"/>
        <source>Opened {path}</source>
        <translation>已開啟 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="139"/>
        <source>Opened the built-in demo job (digits, small CNN)</source>
        <translation>已開啟內建示範工作（手寫數字 digits、小型 CNN）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="146"/>
        <location filename="../../tpugui/qt/job_files.py" line="159"/>
        <source>Jobs (*.toml)</source>
        <translation>工作檔 (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="146"/>
        <source>Open job</source>
        <translation>開啟工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="159"/>
        <source>Save job</source>
        <translation>儲存工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="169"/>
        <location filename="../../tpugui/qt/job_files.py" line="202"/>
        <source>The job has invalid values: {error}</source>
        <translation>工作中有無效的值：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="175"/>
        <source>Cannot save {path}: {reason}; choose another folder</source>
        <translation>無法儲存 {path}：{reason}；請選擇其他資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="181"/>
        <location filename="../../tpugui/qt/job_files.py" line="182"/>
        <source>Saved {path}</source>
        <translation>已儲存 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="187"/>
        <source>{name} (unsaved)</source>
        <translation>{name}（未儲存）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="209"/>
        <source>Export as notebook</source>
        <translation>匯出為筆記本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="209"/>
        <source>Notebooks (*.ipynb)</source>
        <translation>筆記本 (*.ipynb)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="219"/>
        <source>Cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="222"/>
        <source>Wrote {path}</source>
        <translation>已寫入 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/job_files.py" line="223"/>
        <source>Wrote the notebook {path}</source>
        <translation>已寫入筆記本 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_dock.py" line="48"/>
        <location filename="../../tpugui/qt/log_dock.py" line="76"/>
        <location filename="../../tpugui/qt/log_dock.py" line="93"/>
        <location filename="../../tpugui/qt/log_dock.py" line="100"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_dock.py" line="55"/>
        <location filename="../../tpugui/qt/log_dock.py" line="94"/>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_dock.py" line="59"/>
        <location filename="../../tpugui/qt/log_dock.py" line="95"/>
        <source>Lowest log level shown</source>
        <translation>顯示的最低記錄層級</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_dock.py" line="68"/>
        <location filename="../../tpugui/qt/log_dock.py" line="98"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_dock.py" line="70"/>
        <location filename="../../tpugui/qt/log_dock.py" line="99"/>
        <source>Clear the log</source>
        <translation>清除記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_view.py" line="20"/>
        <source>debug</source>
        <translation>除錯</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_view.py" line="21"/>
        <source>info</source>
        <translation>資訊</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_view.py" line="22"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/log_view.py" line="23"/>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="51"/>
        <source>Devices</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="52"/>
        <source>Pipeline</source>
        <translation>資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="53"/>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="54"/>
        <source>Remote</source>
        <translation>遠端</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="55"/>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="116"/>
        <location filename="../../tpugui/qt/main_window.py" line="430"/>
        <source>Pages</source>
        <translation>頁面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="161"/>
        <location filename="../../tpugui/qt/main_window.py" line="437"/>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="312"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="313"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="314"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="315"/>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="316"/>
        <source>Recent &amp;jobs</source>
        <translation>最近的工作(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="317"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="318"/>
        <source>Export as &amp;notebook</source>
        <translation>匯出為筆記本(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="319"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="322"/>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="323"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="324"/>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="325"/>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="326"/>
        <source>Open Tensor&amp;Board logs…</source>
        <translation>開啟 Tensor&amp;Board 記錄…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="327"/>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="328"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="329"/>
        <source>&amp;About tpugui</source>
        <translation>關於 tpugui(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="330"/>
        <source>&amp;User guide</source>
        <translation>使用指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="331"/>
        <source>For &amp;Colab (TPU runtime)…</source>
        <translation>給 Colab（TPU 執行階段）(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="332"/>
        <source>For a Cloud &amp;TPU VM…</source>
        <translation>給 Cloud TPU VM(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="333"/>
        <source>For &amp;this machine…</source>
        <translation>給這台電腦(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="334"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="335"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="336"/>
        <source>System default</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="352"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="352"/>
        <source>&amp;Undo {what}</source>
        <translation>復原 {what}(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="353"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="353"/>
        <source>&amp;Redo {what}</source>
        <translation>重做 {what}(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="464"/>
        <source>{pages} is busy: it switches language when its work ends.</source>
        <translation>「{pages}」頁面正在工作：等工作結束後才會切換語言。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="530"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="530"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="532"/>
        <source>This page has no {what}.</source>
        <translation>這個頁面沒有「{what}」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="532"/>
        <source>{what} is not available right now.</source>
        <translation>目前無法使用「{what}」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="559"/>
        <source>The user guide is not installed with this copy.</source>
        <translation>這份安裝沒有附上使用指南。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="563"/>
        <source>Opened the user guide: {path}</source>
        <translation>已開啟使用指南：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="568"/>
        <source>Nothing here could open the user guide (no program for Markdown files). It is at {path}</source>
        <translation>這台機器上沒有程式能開啟使用指南（沒有開啟 Markdown 檔的程式）。它位於 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="581"/>
        <source>About tpugui</source>
        <translation>關於 tpugui</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="583"/>
        <source>A training assistant for CPUs, GPUs and TPUs: device inspector, tf.data pipeline designer, live training plots and remote Cloud TPU VM runs.</source>
        <translation>適用於 CPU、GPU 與 TPU 的訓練助理：裝置檢視、tf.data 資料管線設計、即時訓練圖表，以及在遠端 Cloud TPU VM 上執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="614"/>
        <source>Stop the run and quit?</source>
        <translation>要停止訓練再離開嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="617"/>
        <source>Yes: stop the run (after its current step) and quit.
No: quit and leave it running; tpugui follows it again when it next starts.</source>
        <translation>是：停止訓練（在目前這一步之後）並離開。
否：離開並讓它繼續執行；tpugui 下次啟動時會再接續追蹤。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="632"/>
        <source>Stop and quit?</source>
        <translation>停止並結束？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/main_window.py" line="633"/>
        <source>Stop it and quit?</source>
        <translation>要停止它並結束程式嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/page.py" line="24"/>
        <source>{key}: {old} → {new} ({what})</source>
        <translation>{key}：{old} → {new}（{what}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="39"/>
        <location filename="../../tpugui/qt/settings_dialog.py" line="40"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="46"/>
        <source>Interface language</source>
        <translation>介面語言</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="48"/>
        <source>System default ({language})</source>
        <translation>跟隨系統（{language}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="53"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="56"/>
        <location filename="../../tpugui/qt/settings_dialog.py" line="108"/>
        <source>Python for PyTorch/XLA</source>
        <translation type="vanished">PyTorch/XLA 使用的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="57"/>
        <source>{backend} Python</source>
        <translation>{backend} 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="58"/>
        <source>Load the framework before Start (warm start)</source>
        <translation>在按下「開始」前先載入框架（預熱啟動）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="61"/>
        <source>The Python that trains PyTorch/XLA jobs (torch_xla pins its own torch). Empty: .venv-xla beside this environment (make xla), else this Python.</source>
        <translation type="vanished">訓練 PyTorch/XLA 工作的 Python（torch_xla 需要它自己指定的 torch 版本）。留空：使用本環境旁的 .venv-xla（make xla），否則使用目前這個 Python。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="62"/>
        <source>Once the window is idle, one run process imports the job's framework and waits, so Start shows the first loss within about a second. It holds that framework's memory while it waits (here TensorFlow about 600 MB, torch about 240 MB).</source>
        <translation>視窗閒置後，會有一個訓練行程先匯入這個工作的框架並等待，按下「開始」後約一秒就能看到第一個損失值。等待期間它會占用該框架的記憶體（在這台機器上 TensorFlow 約 600 MB、torch 約 240 MB）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="71"/>
        <source>The window switches at once, a running training included. A page that is measuring (a bench or a tune) switches when the measurement ends.</source>
        <translation>視窗會立即切換，包括正在執行的訓練。正在量測的頁面（效能測試或調整）會在量測結束後切換。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="72"/>
        <source>PyTorch/XLA Python</source>
        <translation type="vanished">PyTorch/XLA 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="83"/>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="85"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="100"/>
        <location filename="../../tpugui/qt/settings_dialog.py" line="119"/>
        <source>Python for {backend}</source>
        <translation>{backend} 使用的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="101"/>
        <source>found: {python}</source>
        <translation>已找到：{python}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="103"/>
        <source>The Python that trains {backend} jobs (an environment of its own). Empty: {folder} beside this environment, else this Python.</source>
        <translation>訓練 {backend} 工作的 Python（它自己的環境）。留空：使用本環境旁的 {folder}，否則使用目前這個 Python。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/settings_dialog.py" line="109"/>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/toast.py" line="21"/>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/toast.py" line="22"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/toast.py" line="23"/>
        <source>Information</source>
        <translation>資訊</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/toast.py" line="69"/>
        <source>Dismiss notification</source>
        <translation>關閉通知</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/toast.py" line="75"/>
        <location filename="../../tpugui/qt/toast.py" line="90"/>
        <source>Details</source>
        <translation>詳細資訊</translation>
    </message>
</context>
</TS>
