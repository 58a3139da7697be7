<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="34"/>
        <source>Export the plots as an image</source>
        <translation>將圖表匯出為圖片</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="39"/>
        <source>Which plot</source>
        <translation>哪一張圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="40"/>
        <source>All plots</source>
        <translation>所有圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="45"/>
        <source>Image format</source>
        <translation>圖片格式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="46"/>
        <source>PNG image</source>
        <translation>PNG 圖片</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="47"/>
        <source>SVG drawing (vector)</source>
        <translation>SVG 向量圖</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="53"/>
        <source>Width in pixels</source>
        <translation>寬度（像素）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="54"/>
        <source>Height in pixels</source>
        <translation>高度（像素）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="67"/>
        <source>Plot</source>
        <translation>圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="68"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="69"/>
        <location filename="../../tpugui/qt/training/history_model.py" line="108"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="70"/>
        <source>Only the plots and a legend of the runs: no buttons, no sliders.</source>
        <translation>只有圖表和執行的圖例：沒有按鈕，也沒有滑桿。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="95"/>
        <location filename="../../tpugui/qt/training/export_menu.py" line="23"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="95"/>
        <location filename="../../tpugui/qt/training/export_menu.py" line="24"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="97"/>
        <location filename="../../tpugui/qt/training/export_menu.py" line="107"/>
        <source>Export {kind}</source>
        <translation>匯出 {kind}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_dialog.py" line="108"/>
        <location filename="../../tpugui/qt/training/export_menu.py" line="126"/>
        <source>Cannot save {path}: {error}; choose another folder</source>
        <translation>無法儲存 {path}：{error}；請選擇其他資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="25"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="26"/>
        <source>Parquet table (*.parquet)</source>
        <translation>Parquet 表格 (*.parquet)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="37"/>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="39"/>
        <source>Export the plots or the metrics</source>
        <translation>匯出圖表或指標</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="40"/>
        <source>Save the plots as an image, or the metrics as CSV</source>
        <translation>把圖表存成圖片，或把指標存成 CSV</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="45"/>
        <source>Image…</source>
        <translation>圖片…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="47"/>
        <source>Save the plots (all, or one) as a PNG image of a chosen size or an SVG drawing</source>
        <translation>將圖表（全部或其中一張）儲存為指定大小的 PNG 圖片或 SVG 向量圖</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="50"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="50"/>
        <source>Save the shown runs' metrics as a CSV table</source>
        <translation>把顯示中各次訓練的指標存成 CSV 表格</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="54"/>
        <source>Parquet…</source>
        <translation>Parquet…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="56"/>
        <source>Save every point of the shown runs' metrics as a Parquet table (typed, compact)</source>
        <translation>將目前顯示的各次訓練指標的每一個點存成 Parquet 表格（具型別、精簡）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="93"/>
        <location filename="../../tpugui/qt/training/export_menu.py" line="121"/>
        <source>Saved the plots to {path}</source>
        <translation>已把圖表存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="118"/>
        <source>Saved {rows} metric values to {path}</source>
        <translation>已把 {rows} 筆指標存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/export_menu.py" line="123"/>
        <source>Parquet needs pyarrow, which is not installed here; save a CSV table</source>
        <translation>Parquet 需要 pyarrow，但這裡沒有安裝；請改存 CSV 表格</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="69"/>
        <source>Model and device</source>
        <translation>模型與裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="70"/>
        <location filename="../../tpugui/qt/training/page.py" line="72"/>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="82"/>
        <source>Choose a Python model file (.py) for this job</source>
        <translation>為這個工作選擇 Python 模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="83"/>
        <source>New model file…</source>
        <translation>新增模型檔…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="85"/>
        <source>Write a new model file for this backend</source>
        <translation>為這個後端寫出新的模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="87"/>
        <source>Write a commented model file for the current backend that trains as it is, with the optional loss, optimizer and metrics hooks shown, and use it</source>
        <translation>為目前的後端寫出附註解、可直接訓練的模型檔（並列出可選的損失、最佳化器與指標掛鉤），然後使用它</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="159"/>
        <source>Choose a model file</source>
        <translation>選擇模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="161"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python 檔案 (*.py);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="174"/>
        <source>New model file for {backend}</source>
        <translation>{backend} 的新模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="176"/>
        <source>Python files (*.py)</source>
        <translation>Python 檔案 (*.py)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="190"/>
        <source>New model file</source>
        <translation>新增模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="191"/>
        <source>Cannot write {path}: {error}</source>
        <translation>無法寫入 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="203"/>
        <source>Replace the file?</source>
        <translation>要取代檔案嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="204"/>
        <source>{path} already exists. Replace it with a new model file?</source>
        <translation>{path} 已存在。要用新的模型檔取代它嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="229"/>
        <source>Devices page recommends {backend} on {device}</source>
        <translation>「裝置」頁建議在 {device} 上使用 {backend}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="235"/>
        <source>{advice}: {why}</source>
        <translation>{advice}：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="237"/>
        <source>{advice} (applied)</source>
        <translation>{advice}（已套用）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="239"/>
        <source>{advice} (not applied: you chose the device)</source>
        <translation>{advice}（未套用：你已自行選擇裝置）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/form.py" line="242"/>
        <source>The Devices page's advice for this machine; choose a device here to override it</source>
        <translation>「裝置」頁針對這台機器的建議；在這裡選擇裝置即可取代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="99"/>
        <source>Past runs</source>
        <translation>過去的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="138"/>
        <source>Filter: name, tag, setting…</source>
        <translation>篩選：名稱、標籤、設定…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="139"/>
        <source>Filter the runs</source>
        <translation>篩選執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="141"/>
        <source>Show the runs whose name, tags, notes, status or settings hold every word</source>
        <translation>只顯示名稱、標籤、備註、狀態或設定包含每個詞的執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="145"/>
        <source>Read the run store again</source>
        <translation>重新讀取執行紀錄資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="145"/>
        <source>Reload</source>
        <translation>重新讀取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="147"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="147"/>
        <source>Show the selected run's plots</source>
        <translation>顯示所選訓練的圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="149"/>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="149"/>
        <source>Open the run folder in the file manager</source>
        <translation>在檔案管理員中開啟這次訓練的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="152"/>
        <source>Give the selected run a name of your own</source>
        <translation>為選取的執行取一個自己的名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="152"/>
        <source>Rename</source>
        <translation>重新命名</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="155"/>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="155"/>
        <source>Move the selected run's folder to the trash</source>
        <translation>將選取執行的資料夾移到垃圾桶</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="159"/>
        <source>Delete the run…</source>
        <translation>刪除此次訓練…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="162"/>
        <source>Delete the checkpoints…</source>
        <translation>刪除檢查點…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="165"/>
        <source>Free the disk the run's checkpoints take; its plots, metrics and log stay</source>
        <translation>釋放此次訓練檢查點所佔的磁碟空間；圖表、指標與記錄都會保留</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="180"/>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="182"/>
        <source>Start TensorBoard on the runs folder and open it in the browser</source>
        <translation>以執行資料夾啟動 TensorBoard，並在瀏覽器中開啟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="193"/>
        <source>TensorBoard is not installed in this Python (pip install tensorboard)</source>
        <translation>這個 Python 沒有安裝 TensorBoard（pip install tensorboard）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="201"/>
        <source>Run actions</source>
        <translation>訓練操作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="257"/>
        <source>Cannot read the run history: {error}</source>
        <translation>無法讀取執行紀錄：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="294"/>
        <source>Making older runs quick to open: {done} of {total} ({run})…</source>
        <translation>正在讓較舊的執行記錄能快速開啟：第 {done} 個，共 {total} 個（{run}）…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="404"/>
        <location filename="../../tpugui/qt/training/history.py" line="410"/>
        <source>Delete run</source>
        <translation>刪除執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="405"/>
        <location filename="../../tpugui/qt/training/history.py" line="457"/>
        <source>{name} is still running; stop it first.</source>
        <translation>{name} 仍在執行；請先停止它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="411"/>
        <source>Move the run {name} to the trash?
{path}</source>
        <translation>要將執行 {name} 移到垃圾桶嗎？
{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="429"/>
        <source>Cannot move {path} to the trash</source>
        <translation>無法將 {path} 移到垃圾桶</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="456"/>
        <location filename="../../tpugui/qt/training/history.py" line="462"/>
        <source>Delete the checkpoints</source>
        <translation>刪除檢查點</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="463"/>
        <source>Delete the checkpoints of {name} ({size})? Its plots, metrics and log stay; Predict, Export and Resume need a checkpoint and will not work for it.</source>
        <translation>要刪除 {name} 的檢查點（{size}）嗎？圖表、指標與記錄都會保留；預測、匯出與接續訓練需要檢查點，此次訓練將無法使用這些功能。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history.py" line="477"/>
        <source>Cannot delete {path}</source>
        <translation>無法刪除 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="55"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="55"/>
        <source>Tick a run to overlay it on the plots</source>
        <translation>勾選一次訓練，把它疊在圖上比較</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="58"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="59"/>
        <source>The run's name: the settings that differ from the run before, or your own (F2)</source>
        <translation>執行的名稱：與前一次執行不同的設定，或您自訂的名稱（F2）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="62"/>
        <location filename="../../tpugui/qt/training/workers.py" line="48"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="63"/>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="64"/>
        <source>Backend</source>
        <translation>後端</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="65"/>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="66"/>
        <source>Devices the batch is split over</source>
        <translation>批次分散到的裝置數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="66"/>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="67"/>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="204"/>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="67"/>
        <source>Global batch size (pipeline.batch_size)</source>
        <translation>全域批次大小（pipeline.batch_size）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="68"/>
        <source>Optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="69"/>
        <location filename="../../tpugui/qt/training/plots.py" line="130"/>
        <source>Learning rate</source>
        <translation>學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="70"/>
        <source>Learning-rate schedule</source>
        <translation>學習率排程</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="70"/>
        <source>Schedule</source>
        <translation>排程</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="71"/>
        <source>Epochs</source>
        <translation>週期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="71"/>
        <source>Epochs done / epochs asked for</source>
        <translation>已完成週期／要求的週期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="72"/>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="75"/>
        <source>Epoch mean loss</source>
        <translation>週期平均損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="76"/>
        <source>Training loss averaged over the last epoch (the status line shows the same)</source>
        <translation>最後一個週期的平均訓練損失（狀態列顯示的也是這個值）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="78"/>
        <source>Validation loss</source>
        <translation>驗證損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="78"/>
        <source>Validation loss after the last epoch</source>
        <translation>最後一個週期後的驗證損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="79"/>
        <location filename="../../tpugui/qt/training/plots.py" line="117"/>
        <location filename="../../tpugui/qt/training/plots.py" line="449"/>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="79"/>
        <source>Training accuracy over the last epoch</source>
        <translation>最後一個週期的訓練準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="80"/>
        <source>After the last epoch</source>
        <translation>最後一個週期之後</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="80"/>
        <source>Validation accuracy</source>
        <translation>驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="83"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="247"/>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="204"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="84"/>
        <source>Model FLOPs utilization of the last timed steps: the step's FLOPs done per second as a share of the peak of the run's devices</source>
        <translation>模型 FLOPs 使用率（最後幾個計時步驟）：每秒完成的步驟 FLOPs 占本次訓練所有裝置峰值的比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="91"/>
        <source>Goodput</source>
        <translation>有效訓練時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="92"/>
        <source>Share of the run's wall time spent in training steps; a cell's tooltip says where the rest went (start-up, compiles, input wait, evaluation, checkpoints)</source>
        <translation>執行的總時間中用於訓練步驟的比例；游標停在儲存格上會說明其餘時間花在哪裡（啟動、編譯、等待輸入、驗證評估、檢查點）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="97"/>
        <source>Duration</source>
        <translation>時長</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="100"/>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="101"/>
        <source>What the run cost in US dollars: its wall time at the TPU slice's hourly price (remote.price_per_chip_hour, else tpugui's price table); empty without a price</source>
        <translation>這次執行的費用（美元）：以 TPU 配置的每小時價格乘上執行的實際時間（remote.price_per_chip_hour，否則用 tpugui 的價格表）；沒有價格時留空</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="109"/>
        <source>The run folder's size on disk, mostly its checkpoints (Delete… › Delete the checkpoints frees it and keeps the plots and the log)</source>
        <translation>訓練資料夾在磁碟上的大小，多半是檢查點（刪除… › 刪除檢查點可釋放空間，並保留圖表與記錄）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="114"/>
        <source>Comma-separated tags (F2 to edit)</source>
        <translation>以逗號分隔的標籤（F2 編輯）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="114"/>
        <source>Tags</source>
        <translation>標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="115"/>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="115"/>
        <source>Your notes on the run (F2 to edit)</source>
        <translation>您對這次執行的備註（F2 編輯）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="303"/>
        <source>Overlay this run on the plots</source>
        <translation>把這次訓練疊在圖上</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/history_model.py" line="387"/>
        <source>Cannot save the run's {what}: {error}</source>
        <translation>無法儲存執行的 {what}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="229"/>
        <source>Stopping failed: {error}</source>
        <translation>停止失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="358"/>
        <location filename="../../tpugui/qt/training/local.py" line="372"/>
        <source>{backend} on {device}</source>
        <translation>{backend}（{device}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="363"/>
        <source>Starting {where}…</source>
        <translation>正在啟動：{where}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="367"/>
        <source>Starting {name}: {architecture}, {where}, {epochs} epoch(s)</source>
        <translation>開始 {name}：{architecture}，{where}，{epochs} 個週期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="386"/>
        <location filename="../../tpugui/qt/training/remote_mode.py" line="35"/>
        <source>Following {source}…</source>
        <translation>正在跟隨 {source}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="389"/>
        <source>Found the run {run} still going; following it again</source>
        <translation>發現訓練 {run} 仍在進行，重新接續追蹤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="395"/>
        <source>Stopping after the current step…</source>
        <translation>目前這一步結束後停止…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="399"/>
        <source>A local training run is going; stop it before following another</source>
        <translation>本機訓練正在進行；請先停止它，再跟隨另一個訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="402"/>
        <source>Training: a training run is going ({name}).</source>
        <translation>訓練：有一個訓練正在進行（{name}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="429"/>
        <source>Training could not run: {error}</source>
        <translation>訓練無法執行：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/local.py" line="440"/>
        <source>Training failed: {error}</source>
        <translation>訓練失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="18"/>
        <source>first compile</source>
        <translation>首次編譯</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="19"/>
        <source>an input's shape changed</source>
        <translation>輸入的形狀改變了</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="20"/>
        <source>an input's dtype changed</source>
        <translation>輸入的資料型別改變了</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="21"/>
        <source>a Python value changed</source>
        <translation>Python 值改變了</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="22"/>
        <source>the short last batch</source>
        <translation>較短的最後一批</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="23"/>
        <source>cause unknown</source>
        <translation>原因不明</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="57"/>
        <source>Run {run_id} started: {where}, {replicas} replica(s), {epochs} epoch(s) of {steps} steps</source>
        <translation>訓練 {run_id} 已開始：{where}，{replicas} 個副本，{epochs} 個週期，每週期 {steps} 步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="74"/>
        <source>Checkpoint saved: {path}</source>
        <translation>已儲存檢查點：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="79"/>
        <source>Run {status}: {error}</source>
        <translation>訓練{status}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="81"/>
        <source>Run {status}</source>
        <translation>訓練{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="93"/>
        <location filename="../../tpugui/qt/training/tune_action.py" line="315"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="94"/>
        <source>Epoch {epoch}: {metrics}</source>
        <translation>第 {epoch} 週期：{metrics}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="107"/>
        <source>Compile {count}: {function} at step {step}, {seconds} s ({cause})</source>
        <translation>第 {count} 次編譯：{function}，第 {step} 步，{seconds} 秒（{cause}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/log.py" line="111"/>
        <source>Compile {count}: {function} at step {step} ({cause})</source>
        <translation>第 {count} 次編譯：{function}，第 {step} 步（{cause}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="58"/>
        <source>Live monitor: input wait and device use</source>
        <translation>即時監看：等待輸入與裝置使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="63"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="220"/>
        <source>Input wait: no figures yet</source>
        <translation>等待輸入：尚無數據</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="65"/>
        <source>Input wait verdict</source>
        <translation>等待輸入的判定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="68"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="221"/>
        <source>Compute: no FLOP count for this run</source>
        <translation>運算：此次訓練沒有 FLOP 計數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="70"/>
        <source>Achieved FLOP/s and MFU</source>
        <translation>實際 FLOP/s 與 MFU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="75"/>
        <source>Goodput: where the run's time went</source>
        <translation>有效訓練時間：執行的時間花在哪裡</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="80"/>
        <source>Advice: the input pipeline is the bottleneck</source>
        <translation>建議：輸入管線是瓶頸</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="86"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="88"/>
        <source>Open the Pipeline page</source>
        <translation>開啟「管線」頁</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="91"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="93"/>
        <source>Show the data loader's settings</source>
        <translation>顯示資料載入器的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="103"/>
        <source>% of the step</source>
        <translation>佔步驟的 %</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="103"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="183"/>
        <source>Waiting for input</source>
        <translation>等待輸入</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="104"/>
        <location filename="../../tpugui/qt/training/plots.py" line="385"/>
        <location filename="../../tpugui/qt/training/plots.py" line="387"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="106"/>
        <source>waiting for input</source>
        <translation>等待輸入</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="107"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="184"/>
        <source>Device utilization</source>
        <translation>裝置使用率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="108"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="111"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="110"/>
        <location filename="../../tpugui/qt/training/monitor.py" line="185"/>
        <source>Device memory used</source>
        <translation>裝置記憶體用量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="183"/>
        <source>Input wait</source>
        <translation>輸入等待</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="184"/>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="185"/>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="204"/>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="244"/>
        <source>host CPU</source>
        <translation>主機 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="245"/>
        <source>host memory</source>
        <translation>主機記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="255"/>
        <source>FLOPs per step: {flops:.4g} ({source})</source>
        <translation>每步 FLOPs：{flops:.4g}（{source}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="258"/>
        <source>Peak: {peak:.4g} FLOP/s ({source})</source>
        <translation>峰值：{peak:.4g} FLOP/s（{source}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="260"/>
        <source>MFU: the step's FLOPs done per second over the last 10 s, as a share of the peak of every device of the run</source>
        <translation>MFU：最近 10 秒內每秒完成的步驟 FLOPs，占本次訓練所有裝置峰值的比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="269"/>
        <source>The buckets add up to the run's wall time, from its process's start</source>
        <translation>各項加總等於執行的總時間，從其程序啟動時算起</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="336"/>
        <source>Hardware</source>
        <translation>硬體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="338"/>
        <source>Input wait and device use of the shown run, live during a run</source>
        <translation>所顯示執行的輸入等待與裝置使用情形，執行期間即時更新</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="365"/>
        <source>XLA's cost analysis of the compiled training step</source>
        <translation>XLA 對已編譯訓練步驟的成本分析</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="368"/>
        <source>torch's FlopCounterMode on one batch's forward and backward</source>
        <translation>torch 的 FLOP 計數器（一個批次的前向與反向傳播）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="370"/>
        <source>TensorFlow's profiler on the training step's graph</source>
        <translation>TensorFlow 分析器對訓練步驟計算圖的統計</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="371"/>
        <source>the device's published peak (spec table)</source>
        <translation>裝置公布的峰值（規格表）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="372"/>
        <source>derived from the device's cores, clock and vector width</source>
        <translation>由裝置的核心數、時脈與向量寬度推算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="373"/>
        <source>measured by Bench on this machine</source>
        <translation>本機效能測試實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="374"/>
        <source>not counted for this model</source>
        <translation>此模型未計數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="375"/>
        <source>no peak is known for this device</source>
        <translation>此裝置沒有已知的峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/monitor.py" line="389"/>
        <source>the run's own count</source>
        <translation>本次訓練自己的計數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="94"/>
        <location filename="../../tpugui/qt/training/page.py" line="96"/>
        <source>Start training</source>
        <translation>開始訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="99"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="101"/>
        <source>Stop training</source>
        <translation>停止訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="102"/>
        <source>Stop after the current step; the run is kept as 'stopped'</source>
        <translation>在目前這一步結束後停止；這次訓練會以「已停止」保留</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="146"/>
        <source>No run yet: choose the settings and press Start.</source>
        <translation>尚未訓練：選好設定後按「開始訓練」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="148"/>
        <source>Run status</source>
        <translation>訓練狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="157"/>
        <source>Suggested values written; press Start again</source>
        <translation>已寫入建議的值；請再按一次開始</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="168"/>
        <source>Training progress</source>
        <translation>訓練進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="177"/>
        <location filename="../../tpugui/qt/training/page.py" line="182"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="181"/>
        <source>Run log, run history and predictions</source>
        <translation>執行記錄、執行歷史與預測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="183"/>
        <source>Run history</source>
        <translation>執行紀錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="194"/>
        <location filename="../../tpugui/qt/training/predict.py" line="114"/>
        <source>Predict</source>
        <translation>預測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="195"/>
        <source>What the run reports, newest at the bottom</source>
        <translation>訓練回報的訊息，最新的在最下面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="196"/>
        <source>Past runs: open, compare, find on disk</source>
        <translation>過去的訓練：開啟、比較、在磁碟上找到它</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="198"/>
        <source>The selected run's model on new files; export it in its framework's formats</source>
        <translation>用選取的執行的模型預測新檔案；並以其框架的格式匯出</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="207"/>
        <source>Sweeps</source>
        <translation>掃描</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="210"/>
        <source>Studies of tpugui sweep: trials, best so far, parallel coordinates</source>
        <translation>tpugui sweep 的研究：各次試驗、目前最佳、平行座標</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="216"/>
        <source>Processes</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="219"/>
        <source>Each process of a run of several: its host, status, speed and final parameters</source>
        <translation>多程序執行中的每個程序：主機、狀態、速度與最終參數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="302"/>
        <source>TensorBoard is at {url}</source>
        <translation>TensorBoard 位於 {url}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="307"/>
        <source>No browser opened TensorBoard here: open {url} yourself (copy it from here).</source>
        <translation>這台機器上沒有瀏覽器開啟 TensorBoard：請自行開啟 {url}（可從這裡複製）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="389"/>
        <location filename="../../tpugui/qt/training/status.py" line="89"/>
        <source>Running {name}</source>
        <translation>正在訓練 {name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="437"/>
        <source>Training loss, one point every {n} steps</source>
        <translation>訓練損失（每 {n} 步一個點）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="441"/>
        <source>The loss arrives every {n} steps (steps_per_execution or the XLA loss read): each point is one of those steps</source>
        <translation>損失每 {n} 步回報一次（steps_per_execution 或 XLA 的延後讀取）：每個點代表其中一步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="449"/>
        <location filename="../../tpugui/qt/training/plots.py" line="115"/>
        <source>Training loss per step</source>
        <translation>每步訓練損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="510"/>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="228"/>
        <location filename="../../tpugui/qt/training/tune_action.py" line="141"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="511"/>
        <source>Cannot start: {problems}</source>
        <translation>無法開始：{problems}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="512"/>
        <source>Cannot start training: {problems}</source>
        <translation>無法開始訓練：{problems}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="556"/>
        <source>Not started: {reason}</source>
        <translation>未開始：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="634"/>
        <source>Fix the settings marked in red first</source>
        <translation>請先修正標成紅色的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/page.py" line="636"/>
        <source>Train this job in the background</source>
        <translation>在背景訓練這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/parcoords.py" line="78"/>
        <source>Parallel coordinates of the study's trials</source>
        <translation>此研究各次試驗的平行座標</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/parcoords.py" line="112"/>
        <source>{key} (log)</source>
        <translation>{key}（對數）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/parcoords.py" line="125"/>
        <source>{axis}: {low} (bottom) to {high} (top)</source>
        <translation>{axis}：{low}（底部）至 {high}（頂部）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/parcoords.py" line="149"/>
        <source>Trial {n}: {value}</source>
        <translation>試驗 {n}：{value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/past_runs.py" line="122"/>
        <source>Cannot open the run {path}: {error}</source>
        <translation>無法開啟訓練 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/past_runs.py" line="143"/>
        <source>Opened the run {path}</source>
        <translation>已開啟訓練 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="70"/>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="74"/>
        <source>Loss smoothing (exponential moving average weight)</source>
        <translation>損失平滑（指數移動平均的權重）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="80"/>
        <source>Exponential moving average of the training loss, as in TensorBoard: 0 shows the raw values, 0.999 smooths the most. The raw curve stays visible, faint.</source>
        <translation>訓練損失的指數移動平均，與 TensorBoard 相同：0 顯示原始值，0.999 最平滑。原始曲線仍以淡色顯示。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="90"/>
        <source>x-axis</source>
        <translation>橫軸</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="94"/>
        <source>Horizontal axis: step or wall time</source>
        <translation>橫軸：步數或經過時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="95"/>
        <source>Step</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="96"/>
        <source>Wall time</source>
        <translation>經過時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="100"/>
        <source>Log scale</source>
        <translation>對數刻度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="102"/>
        <source>Logarithmic loss axis</source>
        <translation>損失軸用對數刻度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="103"/>
        <source>Show the loss plots on a logarithmic scale</source>
        <translation>損失圖改用對數刻度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="106"/>
        <source>Follow newest</source>
        <translation>跟隨最新</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="108"/>
        <source>Follow the newest points again</source>
        <translation>重新跟隨最新的資料點</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="109"/>
        <source>The view stopped following when you zoomed or panned</source>
        <translation>你縮放或平移後，畫面就不再跟隨最新資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="115"/>
        <location filename="../../tpugui/qt/training/plots.py" line="116"/>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="116"/>
        <source>Epoch loss</source>
        <translation>週期損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="117"/>
        <source>accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="122"/>
        <source>Per epoch: dashed line with triangles = training, solid line with dots = validation. Drag to pan, wheel to zoom.</source>
        <translation>每週期：虛線加三角形 = 訓練，實線加圓點 = 驗證。拖曳可平移，滾輪可縮放。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="128"/>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="204"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="175"/>
        <source>Examples/s</source>
        <translation>每秒樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="128"/>
        <source>examples/s</source>
        <translation>樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="130"/>
        <source>learning rate</source>
        <translation>學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="143"/>
        <source>Runs shown and their colours</source>
        <translation>顯示的執行及其顏色</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="277"/>
        <source>{name} (the current run)</source>
        <translation>{name}（目前的執行）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="337"/>
        <source>epoch {epoch}</source>
        <translation>週期 {epoch}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="343"/>
        <source>training, epoch mean</source>
        <translation>訓練（週期平均）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="343"/>
        <location filename="../../tpugui/qt/training/plots.py" line="494"/>
        <source>validation</source>
        <translation>驗證</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="359"/>
        <source>step {step}</source>
        <translation>步 {step}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="360"/>
        <source>raw {value}</source>
        <translation>原始值 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="363"/>
        <source>smoothed {value}</source>
        <translation>平滑值 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="385"/>
        <source>seconds since start</source>
        <translation>開始後秒數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="387"/>
        <location filename="../../tpugui/qt/training/plots.py" line="389"/>
        <source>time (s)</source>
        <translation>時間（秒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="389"/>
        <source>epoch</source>
        <translation>週期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="445"/>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="447"/>
        <source>Accuracy / R²</source>
        <translation>準確率 / R²</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="494"/>
        <source>training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="495"/>
        <source>train</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="495"/>
        <source>val</source>
        <translation>驗證</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/plots.py" line="543"/>
        <source>wall time {clock} ({seconds} s in)</source>
        <translation>時鐘時間 {clock}（開始後 {seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="71"/>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="106"/>
        <source>Files…</source>
        <translation>檔案…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="108"/>
        <source>Choose table files, images or an npz file, of the kind the run trained on</source>
        <translation>選擇表格檔、影像或 npz 檔，種類要與該執行訓練時相同</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="111"/>
        <source>Choose a folder of images (read by name)</source>
        <translation>選擇一個影像資料夾（依檔名讀取）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="111"/>
        <source>Folder…</source>
        <translation>資料夾…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="116"/>
        <source>Read the files as the run read its data and show one prediction per example</source>
        <translation>以該執行讀取資料的方式讀取檔案，每個樣本顯示一個預測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="119"/>
        <source>Export model</source>
        <translation>匯出模型</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="121"/>
        <source>Write the model in its framework's own formats, with model.json, into the run folder's export folder</source>
        <translation>以模型框架自己的格式連同 model.json 寫入執行資料夾裡的匯出資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="138"/>
        <source>Predictions</source>
        <translation>預測結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="151"/>
        <source>Model of</source>
        <translation>模型來自</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="169"/>
        <source>Example</source>
        <translation>樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="169"/>
        <source>Prediction</source>
        <translation>預測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="169"/>
        <source>Probability</source>
        <translation>機率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="195"/>
        <source>(select a run in the run history)</source>
        <translation>（請在執行歷史中選取一次執行）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="201"/>
        <source>No files chosen yet</source>
        <translation>尚未選擇檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="206"/>
        <source>{count} files: {first} …</source>
        <translation>{count} 個檔案：{first} …</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="224"/>
        <source>Files to predict</source>
        <translation>要預測的檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="226"/>
        <source>Data (*.csv *.tsv *.txt *.parquet *.png *.jpg *.jpeg *.bmp *.gif *.npz);;All (*)</source>
        <translation>資料 (*.csv *.tsv *.txt *.parquet *.png *.jpg *.jpeg *.bmp *.gif *.npz);;全部 (*)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="232"/>
        <source>A folder of images</source>
        <translation>影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="248"/>
        <source>Reading the model and the files…</source>
        <translation>正在讀取模型與檔案…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="249"/>
        <source>Could not predict: {error}</source>
        <translation>無法預測：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="257"/>
        <source>Exporting the model…</source>
        <translation>正在匯出模型…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="258"/>
        <source>Could not export: {error}</source>
        <translation>無法匯出：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="278"/>
        <source>(the first {shown} shown)</source>
        <translation>（只顯示前 {shown} 筆）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="280"/>
        <source>Skipped: {error}</source>
        <translation>已略過：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="281"/>
        <source>{count} prediction(s) by {run}</source>
        <translation>{run} 的 {count} 筆預測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/predict.py" line="286"/>
        <source>Exported to {folder}</source>
        <translation>已匯出到 {folder}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/preflight.py" line="49"/>
        <source>Use the suggested values</source>
        <translation>使用建議的值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/preflight.py" line="50"/>
        <source>Write the suggested values into the job</source>
        <translation>把建議的值寫入工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/preflight.py" line="110"/>
        <source>Use {changes}</source>
        <translation>改用 {changes}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="53"/>
        <source>{ms:.2f} ms</source>
        <translation>{ms:.2f} 毫秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="66"/>
        <location filename="../../tpugui/qt/training/profile.py" line="132"/>
        <source>Profile…</source>
        <translation>效能剖析…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="68"/>
        <source>Profile the running run</source>
        <translation>剖析執行中的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="70"/>
        <source>Capture a few seconds of this run with its framework's own profiler</source>
        <translation>用這次訓練所用框架自己的剖析器擷取幾秒鐘</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="101"/>
        <source>Profile</source>
        <translation>效能剖析</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="101"/>
        <source>Seconds to profile:</source>
        <translation>剖析秒數：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="111"/>
        <source>Profiling…</source>
        <translation>剖析中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="123"/>
        <source>Profile… about {time} left</source>
        <translation>效能剖析… 約剩 {time}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="125"/>
        <source>Profile… writing the trace, {time} so far</source>
        <translation>效能剖析… 正在寫入追蹤檔，已用 {time}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="138"/>
        <source>No profile: {why}</source>
        <translation>沒有剖析結果：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="157"/>
        <source>Profile {id}</source>
        <translation>效能剖析 {id}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="162"/>
        <source>{steps} steps of a {backend} run: {step} a step (logged: {logged})</source>
        <translation>{backend} 訓練的 {steps} 個步驟：每步 {step}（紀錄值：{logged}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="173"/>
        <source>Input (waiting for the next batch)</source>
        <translation>輸入（等待下一個批次）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="174"/>
        <source>Compute (framework operations)</source>
        <translation>運算（框架運算）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="175"/>
        <source>Host (other framework work)</source>
        <translation>主機（框架的其他工作）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="176"/>
        <source>Idle (the loop's own Python, or nothing)</source>
        <translation>閒置（訓練迴圈本身的 Python，或什麼都沒做）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="181"/>
        <source>Part of the step</source>
        <translation>步驟的組成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="181"/>
        <location filename="../../tpugui/qt/training/profile.py" line="204"/>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="181"/>
        <source>Time a step</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="191"/>
        <source>Live input wait over the same steps: {wait}; MFU: {mfu} (live {live})</source>
        <translation>同一批步驟的即時輸入等待：{wait}；MFU：{mfu}（即時 {live}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="204"/>
        <source>Operation</source>
        <translation>運算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="204"/>
        <source>Self time</source>
        <translation>自身時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="215"/>
        <source>Trace: {path}</source>
        <translation>追蹤檔：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/profile.py" line="222"/>
        <source>Open in TensorBoard</source>
        <translation>在 TensorBoard 中開啟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/python_label.py" line="25"/>
        <source>The Python that will run the job</source>
        <translation>將執行這個工作的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/python_label.py" line="30"/>
        <source>Python: looking at {python}…</source>
        <translation>Python：正在檢查 {python}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/python_label.py" line="47"/>
        <source>Runs with Python {version} · {frameworks}</source>
        <translation>以 Python {version} 執行 · {frameworks}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/remote_mode.py" line="45"/>
        <source>Asked the remote run to stop…</source>
        <translation>已要求遠端訓練停止…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/remote_mode.py" line="54"/>
        <source>Training: a remote run is being followed ({name}); closing stops it.</source>
        <translation>訓練：正在跟隨遠端訓練（{name}）；關閉會停止它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="26"/>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="27"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="28"/>
        <source>Interrupted</source>
        <translation>已中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="77"/>
        <source>ETA {eta}</source>
        <translation>剩餘 {eta}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="92"/>
        <source>{rate} examples/s</source>
        <translation>每秒 {rate} 個樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="95"/>
        <source>see the log</source>
        <translation>請看記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/status.py" line="96"/>
        <source>Failed: {error}</source>
        <translation>失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="114"/>
        <source>Search space</source>
        <translation>搜尋空間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="121"/>
        <source>The job keys a sweep searches (tpugui sweep, [sweep.space]): a range as low .. high (add log, or step N), or choices as a, b, c</source>
        <translation>掃描要搜尋的工作鍵（tpugui sweep，[sweep.space]）：範圍寫成 low .. high（可加 log，或 step N），選項寫成 a, b, c</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="130"/>
        <source>Keys searched</source>
        <translation>搜尋的鍵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="131"/>
        <source>Search</source>
        <translation>搜尋</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="131"/>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="137"/>
        <source>Search {key}</source>
        <translation>搜尋 {key}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_space.py" line="141"/>
        <source>Values of {key}</source>
        <translation>{key} 的值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="176"/>
        <source>{label}: {value:,} is outside the allowed range, {low:,} to {high:,}</source>
        <translation>{label}：{value:,} 超出允許範圍 {low:,} 到 {high:,}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="201"/>
        <source>Start sweep</source>
        <translation>開始掃描</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="202"/>
        <source>Start a sweep of this job</source>
        <translation>開始掃描這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="204"/>
        <source>Run tpugui sweep on this job: an Optuna study over its [sweep.space], each trial an ordinary run in the run store</source>
        <translation>對這個工作執行 tpugui sweep：在它的 [sweep.space] 上進行 Optuna 研究，每個試驗都是執行紀錄庫中的一般執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="215"/>
        <source>Stopping the sweep and its trials' runs…</source>
        <translation>正在停止掃描及其試驗的執行…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="229"/>
        <source>Cannot start a sweep: {why}</source>
        <translation>無法開始掃描：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="240"/>
        <source>The sweep failed: {why}</source>
        <translation>掃描失敗：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="243"/>
        <source>Stop sweep</source>
        <translation>停止掃描</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="244"/>
        <source>Stop the sweep</source>
        <translation>停止掃描</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="246"/>
        <source>Stop the sweep and its trials' runs (the same Start resumes it)</source>
        <translation>停止掃描及其試驗的執行（再按一次開始即可接續）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="251"/>
        <source>Sweep {study} started: its trials train in their own processes…</source>
        <translation>掃描 {study} 已開始：各試驗在自己的程序中訓練…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="274"/>
        <source>Sweep {study}: {done} of {trials} trials finished</source>
        <translation>掃描 {study}：{trials} 次試驗已完成 {done} 次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="278"/>
        <source>, {left}</source>
        <translation>，{left}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="288"/>
        <source>The sweep was stopped; Start sweep resumes it</source>
        <translation>掃描已停止；按「開始掃描」可接續進行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="290"/>
        <source>The sweep ended: {why}</source>
        <translation>掃描結束：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweep_start.py" line="293"/>
        <source>Study {study} has {counted} of its {trials} trials; raise Trials to run more</source>
        <translation>研究 {study} 已有 {counted} 次試驗（共 {trials} 次）；要再多跑，請調高試驗次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="103"/>
        <location filename="../../tpugui/qt/training/sweeps.py" line="139"/>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="104"/>
        <source>The studies of tpugui sweep in the run store</source>
        <translation>執行紀錄庫中 tpugui sweep 的研究</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="108"/>
        <source>Refresh</source>
        <translation>重新整理</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="110"/>
        <source>Refresh the studies</source>
        <translation>重新整理研究</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="111"/>
        <source>Read the studies and their trials again</source>
        <translation>重新讀取研究及其試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="114"/>
        <location filename="../../tpugui/qt/training/sweeps.py" line="116"/>
        <source>Open in optuna-dashboard</source>
        <translation>在 optuna-dashboard 中開啟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="118"/>
        <source>Copy the command that serves this study in optuna-dashboard</source>
        <translation>複製在 optuna-dashboard 中提供此研究的指令</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="124"/>
        <source>Search space…</source>
        <translation>搜尋空間…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="126"/>
        <source>Choose the search space</source>
        <translation>選擇搜尋空間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="128"/>
        <source>Choose the job keys a sweep searches and their ranges (the job's [sweep.space])</source>
        <translation>選擇掃描要搜尋的工作鍵及其範圍（工作的 [sweep.space]）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="147"/>
        <source>Trials of the study</source>
        <translation>此研究的試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="155"/>
        <source>Double-click a trial to open its run's plots</source>
        <translation>按兩下試驗以開啟其執行的圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="241"/>
        <source>Reading {name}…</source>
        <translation>正在讀取 {name}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="248"/>
        <source>Cannot read the study: {why}</source>
        <translation>無法讀取此研究：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="265"/>
        <source>No study yet: tpugui sweep JOB.toml runs one over the job's [sweep.space]</source>
        <translation>尚無研究：tpugui sweep JOB.toml 會依工作的 [sweep.space] 執行一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="277"/>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="277"/>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="277"/>
        <source>Trial</source>
        <translation>試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="286"/>
        <source>pruned</source>
        <translation>已剪除</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="289"/>
        <source>(lost)</source>
        <translation>（遺失）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="314"/>
        <source>{n} trials, {done} finished; {direction} {metric}</source>
        <translation>{n} 次試驗，{done} 次已結束；{metric} {direction}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="317"/>
        <source>highest</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="317"/>
        <source>lowest</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="322"/>
        <source>: no trial completed yet</source>
        <translation>：尚無試驗完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="324"/>
        <source>. Best so far: trial {n}, {metric} {value} ({params})</source>
        <translation>。目前最佳：試驗 {n}，{metric} {value}（{params}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="333"/>
        <source>The trial's run folder is gone: {path}</source>
        <translation>此試驗的執行資料夾已不存在：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="339"/>
        <source>Run {command} and open {url}</source>
        <translation>執行 {command} 並開啟 {url}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/sweeps.py" line="347"/>
        <source>(the command is copied)</source>
        <translation>（指令已複製）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tb_logs.py" line="42"/>
        <source>Open TensorBoard logs</source>
        <translation>開啟 TensorBoard 記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tb_logs.py" line="77"/>
        <source>Added {n} TensorBoard runs from {path} to the run history</source>
        <translation>已從 {path} 將 {n} 個 TensorBoard 執行加入執行記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tb_logs.py" line="91"/>
        <source>Cannot read the TensorBoard logs in {path}: {error}</source>
        <translation>無法讀取 {path} 中的 TensorBoard 記錄：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tensorboard.py" line="74"/>
        <source>TensorBoard is not installed in this Python</source>
        <translation>這個 Python 沒有安裝 TensorBoard</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tensorboard.py" line="112"/>
        <source>Cannot start TensorBoard: {error}</source>
        <translation>無法啟動 TensorBoard：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tensorboard.py" line="118"/>
        <source>TensorBoard stopped: {error}</source>
        <translation>TensorBoard 已停止：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="105"/>
        <source>{busy} ({n} tried, {minutes}:{seconds:02d})</source>
        <translation type="vanished">{busy}（已試 {n} 個，{minutes}:{seconds:02d}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="179"/>
        <source>Trial {count}: {what}</source>
        <translation>試驗 {count}：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="196"/>
        <source>{action} starting…</source>
        <translation>{action} 啟動中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="201"/>
        <source>{action} {count}, {left}</source>
        <translation>{action} {count}，{left}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="205"/>
        <source>{action} {count}</source>
        <translation>{action} {count}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="228"/>
        <source>Failed after {count} trials: what they measured, nothing picked</source>
        <translation>完成 {count} 次試驗後失敗：以下是已量測的結果，未作選擇</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="248"/>
        <source>{cancelled} after {count} trials: the trials measured are shown</source>
        <translation>{cancelled}（已完成 {count} 次試驗）：已顯示量測到的試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="253"/>
        <source>Cancelled after {count} trials: what they measured, nothing picked</source>
        <translation>完成 {count} 次試驗後已取消：以下是已量測的結果，未作選擇</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="278"/>
        <source>{n} of at most {total}</source>
        <translation>{n}/最多 {total}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="279"/>
        <source>{n} of {total}</source>
        <translation>{n}/{total}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="284"/>
        <source>about {time} left</source>
        <translation>約剩 {time}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="284"/>
        <source>at most about {time} left</source>
        <translation>最多約剩 {time}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="292"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="124"/>
        <source>all of: {parts}</source>
        <translation>全部：{parts}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="294"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="126"/>
        <source>all but: {part}</source>
        <translation>全部，但撤回：{part}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="296"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="182"/>
        <source>the job as given</source>
        <translation>原本的工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="304"/>
        <source>{rate:,.0f} examples/s</source>
        <translation>每秒 {rate:,.0f} 個樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="307"/>
        <source>compiled</source>
        <translation>已編譯</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="307"/>
        <source>measured</source>
        <translation>已實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="308"/>
        <source>timed</source>
        <translation>已計時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="309"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="309"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="312"/>
        <source>{gb:.2f} GB</source>
        <translation>{gb:.2f} GB</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="314"/>
        <source>batch {batch}: {what}</source>
        <translation>批次 {batch}：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="319"/>
        <source>{name}: failed ({error})</source>
        <translation>{name}：失敗（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="321"/>
        <source>{name}: fits</source>
        <translation>{name}：放得下</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_action.py" line="322"/>
        <source>{name}: round {round}, {rate}</source>
        <translation>{name}：第 {round} 輪，{rate}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="132"/>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="303"/>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="303"/>
        <source>Tune batch…</source>
        <translation>調整批次…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="133"/>
        <source>Find the batch size that fits</source>
        <translation>找出容納得下的批次大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="134"/>
        <source>Try batch sizes in their own processes (tpugui tune batch), time the largest that fit and offer the fastest with the learning rate scaled to it</source>
        <translation>在各自的行程中試驗批次大小（tpugui tune batch），為容納得下的最大幾個計時，並提供最快者及依其縮放的學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="138"/>
        <source>Cancel tuning</source>
        <translation>取消調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="139"/>
        <source>Stop trying batch sizes (the trials' processes end)</source>
        <translation>停止試驗批次大小（試驗的行程會結束）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="140"/>
        <source>Trying batch sizes, each in its own process…</source>
        <translation>正在試驗批次大小，各在自己的行程中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="141"/>
        <source>Stopping the batch-size trials…</source>
        <translation>正在停止批次大小試驗…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="142"/>
        <source>Cannot tune the batch: {why}</source>
        <translation>無法調整批次：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="143"/>
        <source>Batch tuning failed: {why}</source>
        <translation>批次調整失敗：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="144"/>
        <source>Batch tuning cancelled</source>
        <translation>已取消批次調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="166"/>
        <source>from the compiled step, no step run</source>
        <translation>取自編譯後的訓練步驟（未實際執行）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="167"/>
        <source>measured over a few real steps</source>
        <translation>以幾個實際步驟測得</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="181"/>
        <source>Batch size that fits</source>
        <translation>容納得下的批次大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="189"/>
        <source>Memory limit: {limit} ({source}); memory {how}</source>
        <translation>記憶體上限：{limit}（{source}）；記憶體以 {how} 取得</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="190"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="202"/>
        <source>Batch sizes tried</source>
        <translation>試過的批次大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="204"/>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="204"/>
        <source>Fits</source>
        <translation>容納得下</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="215"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="138"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="215"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="138"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="194"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="226"/>
        <source>Pick: batch {batch}, {rate} examples/s, leaving {headroom:.0%} of the memory free. Learning rate {lr:.3g} for it (was {old:g} for batch {old_batch}; {rule}).</source>
        <translation type="vanished">選擇：批次 {batch}，每秒 {rate} 個樣本，保留 {headroom:.0%} 的記憶體。適合它的學習率 {lr:.3g}（原為批次 {old_batch} 的 {old:g}；{rule}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="241"/>
        <source>linear rule: scaled by the batch ratio, as for SGD</source>
        <translation>線性規則：依批次比例縮放，適用於 SGD</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="243"/>
        <source>square-root rule: scaled by the square root of the batch ratio</source>
        <translation>平方根規則：依批次比例的平方根縮放</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="245"/>
        <source>Pick: batch {batch}, {rate} examples/s, leaving {headroom:.0%} of the memory free.</source>
        <translation>選擇：批次 {batch}，每秒 {rate} 個樣本，保留 {headroom:.0%} 的記憶體。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="253"/>
        <source>Also scale the learning rate to {lr:.3g} (was {old:g} for batch {old_batch}; {rule})</source>
        <translation>同時將學習率調整為 {lr:.3g}（原為批次 {old_batch} 的 {old:g}；{rule}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="269"/>
        <source>Nothing is picked: the search was cancelled before it ended</source>
        <translation>未作選擇：搜尋在結束前已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="271"/>
        <source>No batch size fits: see the errors above</source>
        <translation>沒有容納得下的批次大小：請見上方錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="290"/>
        <source>Use batch {batch} and learning rate {lr:.3g}</source>
        <translation>使用批次 {batch} 與學習率 {lr:.3g}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_batch.py" line="292"/>
        <source>Use batch {batch}</source>
        <translation>使用批次 {batch}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="55"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="268"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="268"/>
        <source>Faster…</source>
        <translation>加速…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="56"/>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="147"/>
        <source>Make this job faster</source>
        <translation>讓這個工作更快</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="57"/>
        <source>Make this job faster (tpugui tune faster): a larger batch that fits, steps_per_execution, XLA compilation, precision and the pipeline's knobs: all at once, then each taken back in turn, every trial in its own process; what is kept is offered only at equal loss and beyond the noise</source>
        <translation>讓這個工作更快（tpugui tune faster）：放得下的更大批次、steps_per_execution、XLA 編譯、精度與管線的調整項：先全部一起套用，再逐一撤回，每次試驗各在自己的行程中；留下的變更只在損失相當且超出雜訊時才提供</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="63"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="64"/>
        <source>Stop measuring (the trials' processes end)</source>
        <translation>停止量測（試驗的程序會結束）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="65"/>
        <source>Measuring the job's throughput knobs, each in its own process (a few minutes)…</source>
        <translation>正在量測工作的吞吐量旋鈕，各在自己的程序中（需要幾分鐘）…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="68"/>
        <source>Stopping the measurements…</source>
        <translation>正在停止量測…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="69"/>
        <source>Cannot make the job faster: {why}</source>
        <translation>無法加速這個工作：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="70"/>
        <source>Make faster failed: {why}</source>
        <translation>加速失敗：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="71"/>
        <source>Make faster cancelled</source>
        <translation>已取消加速</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="136"/>
        <source>(one trial)</source>
        <translation>（單次試驗）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="154"/>
        <source>{steps} steps a trial: all the changes at once, then each taken back in turn; the pick against the job in {rounds} rounds. Throughput noise ±{noise:.1%}, loss tolerance {tol:.0%}</source>
        <translation>每次試驗 {steps} 步：先全部變更一起套用，再逐一撤回；選出的設定與原工作比較 {rounds} 輪。吞吐量雜訊 ±{noise:.1%}，損失容許 {tol:.0%}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="173"/>
        <source>Changes measured</source>
        <translation>已量測的變更</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="175"/>
        <source>Change</source>
        <translation>變更</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="175"/>
        <source>Equal loss</source>
        <translation>損失相當</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="175"/>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="175"/>
        <source>× job</source>
        <translation>× 原工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="176"/>
        <source>Beyond noise</source>
        <translation>超出雜訊</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="194"/>
        <source>no (worse)</source>
        <translation>否（較差）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="227"/>
        <source>Also scale the learning rate to {new:.3g} (was {old:g}), as the measured runs did</source>
        <translation>同時將學習率調整為 {new:.3g}（原為 {old:g}），與測量時的執行相同</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="234"/>
        <source>{name}: {speedup:.2f}× the job's examples/s. The change:</source>
        <translation>{name}：每秒樣本數為原工作的 {speedup:.2f} 倍。變更如下：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="239"/>
        <source>Apply these changes</source>
        <translation>套用這些變更</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="244"/>
        <source>Nothing is offered: the search was cancelled before it ended</source>
        <translation>未提供任何變更：搜尋在結束前已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/tune_faster.py" line="246"/>
        <source>No change is faster beyond the noise here: the job stays as it is.</source>
        <translation>這裡沒有任何變更快過雜訊：工作維持原樣。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="46"/>
        <source>Processes of this run</source>
        <translation>此次執行的程序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="48"/>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="48"/>
        <source>Parameter digest</source>
        <translation>參數摘要</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="48"/>
        <source>Rank</source>
        <translation>序號</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="48"/>
        <source>Steps/s</source>
        <translation>步/秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="97"/>
        <source>{n} processes step together, each on its share of every batch; each one's steps/s is its own</source>
        <translation>{n} 個行程同步前進，各自處理每個批次的一部分；每個行程的步/秒是它自己的</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="112"/>
        <source>exit code</source>
        <translation>結束代碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="123"/>
        <source>Every process ended with the same parameters: the replicas stayed in sync</source>
        <translation>每個程序結束時的參數都相同：各副本保持同步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="125"/>
        <source>The processes ended with different parameters: the replicas drifted apart</source>
        <translation>各程序結束時的參數不同：副本已不同步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training/workers.py" line="127"/>
        <source>Not every process left a digest of its parameters (it did not end well)</source>
        <translation>並非每個程序都留下參數摘要（該程序未正常結束）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="113"/>
        <source>{label} ({field}): {reason}</source>
        <translation>{label}（{field}）：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="114"/>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="143"/>
        <source>▲ Up</source>
        <translation>▲ 上移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="145"/>
        <source>Move the stage up</source>
        <translation>將階段上移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="146"/>
        <source>▼ Down</source>
        <translation>▼ 下移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="148"/>
        <source>Move the stage down</source>
        <translation>將階段下移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="250"/>
        <source>Advanced settings</source>
        <translation>進階設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="255"/>
        <source>Show the advanced settings</source>
        <translation>顯示進階設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="264"/>
        <source>Problems with these settings</source>
        <translation>這些設定的問題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="380"/>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="382"/>
        <source>Browse for {label}</source>
        <translation>瀏覽{label}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="435"/>
        <source>{value:,} is outside the allowed range, {low} to {high:,}; the field keeps {kept}</source>
        <translation>{value:,} 超出允許範圍 {low} 到 {high:,}；欄位保留 {kept}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="448"/>
        <source>{value} has more decimals than the field keeps ({decimals}); the field keeps {kept}</source>
        <translation>{value} 的小數位數超過欄位可保留的 {decimals} 位；欄位保留 {kept}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="513"/>
        <source>Only for {backends}.</source>
        <translation>僅適用於 {backends}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/form.py" line="588"/>
        <source>{choice}: not present on this machine</source>
        <translation>{choice}：這台機器上沒有</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/plots.py" line="111"/>
        <source>{title}. Drag to pan, wheel to zoom, right-click for more; 'Follow newest' returns to following the run.</source>
        <translation>{title}。拖曳可平移，滾輪可縮放，按右鍵有更多選項；按「跟隨最新」回到跟隨這次訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/widgets/plots.py" line="223"/>
        <location filename="../../tpugui/qt/widgets/plots.py" line="243"/>
        <source>+{n} more</source>
        <translation>另有 {n} 項</translation>
    </message>
</context>
</TS>
