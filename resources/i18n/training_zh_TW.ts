<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/plots.py" line="103"/>
        <source>{title}. Drag to pan, wheel to zoom, right-click for more; 'Follow newest' returns to following the run.</source>
        <translation>{title}。拖曳可平移，滾輪可縮放，按右鍵有更多選項；按「跟隨最新」回到跟隨這次訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/plots.py" line="181"/>
        <location filename="../../tpugui/qt/plots.py" line="188"/>
        <source>+{n} more</source>
        <translation>另有 {n} 項</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="39"/>
        <source>Backend</source>
        <translation>後端</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="40"/>
        <source>The framework that trains the model</source>
        <translation>用來訓練模型的框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="44"/>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="45"/>
        <source>auto picks TPU, then GPU, then CPU; or name one: cpu, gpu, tpu, cuda:0, mps</source>
        <translation>auto 依序選用 TPU、GPU、CPU；也可指定一個：cpu、gpu、tpu、cuda:0，或蘋果電腦 GPU 的 MPS</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="49"/>
        <source>Strategy</source>
        <translation>分散策略</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="50"/>
        <source>How TensorFlow spreads the work: auto, default (one device), mirrored (all GPUs or logical CPUs), tpu, multi_worker</source>
        <translation>TensorFlow 分配運算的方式：auto（自動）、default（單一裝置）、mirrored（所有 GPU 或邏輯 CPU 鏡像同步）、tpu、multi_worker（多台機器）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="57"/>
        <source>Logical CPUs</source>
        <translation>邏輯 CPU 數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="58"/>
        <source>Split the CPU into this many devices to try MirroredStrategy without GPUs (0 = off)</source>
        <translation>把 CPU 切成這麼多個裝置，沒有 GPU 也能試用 mirrored 鏡像策略（0 = 關閉）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="64"/>
        <source>Model type</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="65"/>
        <source>mlp, cnn, resnet, or file:PATH to a Python file with build_model(framework, input_shape, num_classes)</source>
        <translation>內建模型：mlp（多層感知器）、cnn（卷積網路）或殘差網路；自訂模型：一個定義了 build_model(…) 函式的 Python 檔的路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="72"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="73"/>
        <source>mixed_bfloat16 suits TPUs and recent GPUs; mixed_float16 suits older GPUs</source>
        <translation>mixed_bfloat16 適合 TPU 與較新的 GPU；mixed_float16 適合較舊的 GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="77"/>
        <source>Epochs</source>
        <translation>週期數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="78"/>
        <source>Passes over the training data</source>
        <translation>走過整份訓練資料的次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="82"/>
        <source>Steps per epoch</source>
        <translation>每週期步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="83"/>
        <source>Batches in one epoch; 'one pass' goes once over the training data</source>
        <translation>一個週期的批次數；「走完一遍」表示把訓練資料走過一次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="87"/>
        <source>Optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="88"/>
        <source>adam is a safe start; sgd; adamw adds weight decay</source>
        <translation>adam 是穩妥的起點；另有 sgd；adamw 另加權重衰減</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="92"/>
        <location filename="../../tpugui/qt/training_plots.py" line="120"/>
        <source>Learning rate</source>
        <translation>學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="93"/>
        <source>Step size, e.g. 0.001 (1e-3)</source>
        <translation>每步更新的幅度，例如 0.001（1e-3）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="97"/>
        <source>Schedule</source>
        <translation>學習率排程</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="98"/>
        <source>constant, cosine decay, or a linear warm-up then cosine decay</source>
        <translation>固定、餘弦衰減，或先線性暖身再餘弦衰減</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="102"/>
        <source>Warm-up steps</source>
        <translation>暖身步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="103"/>
        <source>Steps of linear warm-up (warmup_cosine only)</source>
        <translation>線性暖身的步數（僅用於 warmup_cosine）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="107"/>
        <source>Validation split</source>
        <translation>驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="108"/>
        <source>Fraction of the examples held out to measure validation loss and accuracy</source>
        <translation>保留多少比例的樣本，用來量測驗證損失與準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="112"/>
        <source>Checkpoint every</source>
        <translation>檢查點間隔（週期）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="113"/>
        <source>Save a checkpoint every N epochs (0 = only at the end)</source>
        <translation>每 N 個週期儲存一次檢查點（0 = 只在結束時）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="117"/>
        <source>Resume from</source>
        <translation>接續自</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="118"/>
        <source>A checkpoint file or run folder to continue from (empty = start fresh)</source>
        <translation>要接續訓練的檢查點檔案或執行資料夾（空白 = 從頭開始）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="122"/>
        <source>Steps per execution</source>
        <translation>每次執行步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="123"/>
        <source>Keras runs this many steps per call (faster on TPUs; batch events then arrive every N steps)</source>
        <translation>Keras 每次呼叫執行這麼多步（在 TPU 上較快；批次事件改為每 N 步回報一次）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="130"/>
        <source>Read loss every</source>
        <translation>讀取損失間隔（步）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="131"/>
        <source>On XLA, read the loss back every N steps (reading each step slows a TPU down)</source>
        <translation>在 XLA 上每 N 步讀回一次損失（每步都讀會拖慢 TPU）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="135"/>
        <source>Seed</source>
        <translation>亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="136"/>
        <source>Random seed for weights and shuffling</source>
        <translation>權重初始化與打亂順序用的亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="140"/>
        <source>Stop on NaN</source>
        <translation>損失出現非數值時停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="141"/>
        <source>End the run when the loss becomes NaN or inf</source>
        <translation>損失變成非數值或無限大時結束這次訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="145"/>
        <source>Loader workers</source>
        <translation>資料載入行程數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="146"/>
        <source>torch DataLoader worker processes (0 = main)</source>
        <translation>torch 資料載入器的工作行程數（0 = 只用主行程）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="150"/>
        <source>Pin memory</source>
        <translation>鎖頁記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="151"/>
        <source>torch DataLoader pinned memory (helps CUDA)</source>
        <translation>torch 資料載入器使用鎖頁記憶體（對 CUDA 有幫助）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="155"/>
        <source>Prefetch factor</source>
        <translation>預取倍數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="156"/>
        <source>Batches each torch DataLoader worker loads ahead</source>
        <translation>torch 資料載入器每個工作行程預先載入的批次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="162"/>
        <source>tensorflow</source>
        <translation>tensorflow</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="162"/>
        <source>torch</source>
        <translation>torch</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="162"/>
        <source>torch_xla</source>
        <translation>torch_xla</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="164"/>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="165"/>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="166"/>
        <source>mirrored</source>
        <translation>mirrored（鏡像同步）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="167"/>
        <source>tpu</source>
        <translation>tpu</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="168"/>
        <source>multi_worker</source>
        <translation>multi_worker（多台機器）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="170"/>
        <source>float32</source>
        <translation>float32</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="170"/>
        <source>mixed_bfloat16</source>
        <translation>mixed_bfloat16（混合精度）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="170"/>
        <source>mixed_float16</source>
        <translation>mixed_float16（混合精度）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="171"/>
        <source>adam</source>
        <translation>adam</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="171"/>
        <source>adamw</source>
        <translation>adamw</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="171"/>
        <source>sgd</source>
        <translation>sgd</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="172"/>
        <source>constant</source>
        <translation>constant（固定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="172"/>
        <source>cosine</source>
        <translation>cosine（餘弦衰減）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="172"/>
        <source>warmup_cosine</source>
        <translation>warmup_cosine（暖身＋餘弦）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="179"/>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="181"/>
        <source>one pass</source>
        <translation>走完一遍</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="183"/>
        <source>only at the end</source>
        <translation>只在結束時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="187"/>
        <source>main process</source>
        <translation>主行程</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="231"/>
        <source>{label} ({field}): {reason}</source>
        <translation>{label}（{field}）：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="232"/>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="275"/>
        <source>Model and device</source>
        <translation>模型與裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="276"/>
        <location filename="../../tpugui/qt/training_page.py" line="82"/>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="301"/>
        <source>Advanced settings</source>
        <translation>進階設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="302"/>
        <source>Show the advanced settings</source>
        <translation>顯示進階設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="304"/>
        <source>Strategy, seed, data loader workers, resuming: settings most runs leave alone</source>
        <translation>分散策略、亂數種子、資料載入行程、接續訓練：多數訓練不必更動的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="323"/>
        <source>Problems with the training settings</source>
        <translation>訓練設定的問題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="365"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="373"/>
        <source>start fresh</source>
        <translation>從頭開始</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="481"/>
        <source>{help}. Only for {backends}.</source>
        <translation>{help}。僅適用於 {backends}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="513"/>
        <source>Devices page recommends {backend} on {device}</source>
        <translation>「裝置」頁建議在 {device} 上使用 {backend}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="517"/>
        <source>{advice}: {why}</source>
        <translation>{advice}：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="519"/>
        <source>{advice} (applied)</source>
        <translation>{advice}（已套用）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="521"/>
        <source>{advice} (not applied: you chose the device)</source>
        <translation>{advice}（未套用：你已自行選擇裝置）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_form.py" line="524"/>
        <source>The Devices page's advice for this machine; choose a device here to override it</source>
        <translation>「裝置」頁針對這台機器的建議；在這裡選擇裝置即可取代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="36"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="37"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="38"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="39"/>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="40"/>
        <source>Where</source>
        <translation>執行於</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="41"/>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="42"/>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="43"/>
        <source>Val acc</source>
        <translation>驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="88"/>
        <source>Past runs</source>
        <translation>過去的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="90"/>
        <source>Tick a run to overlay it on the plots</source>
        <translation>勾選一次訓練，把它疊在圖上比較</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="91"/>
        <source>Validation accuracy at the end</source>
        <translation>結束時的驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="112"/>
        <source>Read the run store again</source>
        <translation>重新讀取執行紀錄資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="112"/>
        <source>Reload</source>
        <translation>重新讀取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="114"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="114"/>
        <source>Show the selected run's plots</source>
        <translation>顯示所選訓練的圖表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="116"/>
        <source>Open folder</source>
        <translation>開啟資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="116"/>
        <source>Open the run folder in the file manager</source>
        <translation>在檔案管理員中開啟這次訓練的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="119"/>
        <source>TensorBoard…</source>
        <translation>TensorBoard…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="121"/>
        <source>Show the command that opens this run in TensorBoard</source>
        <translation>顯示用 TensorBoard 開啟這次訓練的指令</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="129"/>
        <source>TensorBoard command (copied to the clipboard)</source>
        <translation>TensorBoard 指令（已複製到剪貼簿）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="165"/>
        <source>Cannot read the run history: {error}</source>
        <translation>無法讀取執行紀錄：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="186"/>
        <source>Overlay this run on the plots</source>
        <translation>把這次訓練疊在圖上</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="193"/>
        <location filename="../../tpugui/qt/training_page.py" line="306"/>
        <location filename="../../tpugui/qt/training_run.py" line="240"/>
        <source>{backend} on {device}</source>
        <translation>{backend}（{device}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_history.py" line="277"/>
        <source>Run this in a terminal, then open http://localhost:6006 (copied to the clipboard)</source>
        <translation>在終端機執行這個指令，再開啟 http://localhost:6006（已複製到剪貼簿）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="19"/>
        <source>debug</source>
        <translation>除錯</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="20"/>
        <source>info</source>
        <translation>資訊</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="21"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="22"/>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="39"/>
        <source>Run {run_id} started: {where}, {replicas} replica(s), {epochs} epoch(s) of {steps} steps</source>
        <translation>訓練 {run_id} 已開始：{where}，{replicas} 個副本，{epochs} 個週期，每週期 {steps} 步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="51"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="52"/>
        <source>Epoch {epoch}: {metrics}</source>
        <translation>第 {epoch} 週期：{metrics}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="54"/>
        <source>Checkpoint saved: {path}</source>
        <translation>已儲存檢查點：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="58"/>
        <source>Run {status}: {error}</source>
        <translation>訓練{status}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="60"/>
        <source>Run {status}</source>
        <translation>訓練{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_log.py" line="69"/>
        <source>Run log</source>
        <translation>訓練記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="51"/>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="52"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="53"/>
        <source>Interrupted</source>
        <translation>已中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="56"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="57"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="58"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="100"/>
        <location filename="../../tpugui/qt/training_page.py" line="102"/>
        <source>Start training</source>
        <translation>開始訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="105"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="107"/>
        <source>Stop training</source>
        <translation>停止訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="108"/>
        <source>Stop after the current step; the run is kept as 'stopped'</source>
        <translation>在目前這一步結束後停止；這次訓練會以「已停止」保留</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="134"/>
        <source>No run yet: choose the settings and press Start.</source>
        <translation>尚未訓練：選好設定後按「開始訓練」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="136"/>
        <source>Run status</source>
        <translation>訓練狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="139"/>
        <source>Training progress</source>
        <translation>訓練進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="154"/>
        <source>Save the plots as a PNG image</source>
        <translation>把圖表存成 PNG 圖片</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="155"/>
        <source>Save the plots as an SVG drawing</source>
        <translation>把圖表存成 SVG 向量圖</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="157"/>
        <source>Save the shown runs' metrics as a CSV table</source>
        <translation>把顯示中各次訓練的指標存成 CSV 表格</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="169"/>
        <source>Run log and run history</source>
        <translation>訓練記錄與執行紀錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="170"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="171"/>
        <source>Run history</source>
        <translation>執行紀錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="172"/>
        <source>What the run reports, newest at the bottom</source>
        <translation>訓練回報的訊息，最新的在最下面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="173"/>
        <source>Past runs: open, compare, find on disk</source>
        <translation>過去的訓練：開啟、比較、在磁碟上找到它</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="181"/>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="241"/>
        <source>Training: a remote run is being followed ({name}); closing stops it.</source>
        <translation>訓練：正在跟隨遠端訓練（{name}）；關閉會停止它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="244"/>
        <source>Training: a training run is going ({name}); closing stops it.</source>
        <translation>訓練：訓練正在進行（{name}）；關閉會停止它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="251"/>
        <source>The training thread did not end in 2 minutes</source>
        <translation>訓練執行緒 2 分鐘內沒有結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="265"/>
        <source>Training loss, one point every {n} steps</source>
        <translation>訓練損失（每 {n} 步一個點）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="268"/>
        <source>The loss arrives every {n} steps (steps_per_execution or the XLA loss read): each point is one of those steps</source>
        <translation>損失每 {n} 步回報一次（steps_per_execution 或 XLA 的延後讀取）：每個點代表其中一步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="274"/>
        <location filename="../../tpugui/qt/training_plots.py" line="104"/>
        <source>Training loss per step</source>
        <translation>每步訓練損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="309"/>
        <source>Starting {where}…</source>
        <translation>正在啟動：{where}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="312"/>
        <source>Starting {name}: {architecture}, {where}, {epochs} epoch(s)</source>
        <translation>開始 {name}：{architecture}，{where}，{epochs} 個週期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="329"/>
        <source>Stopping after the current step…</source>
        <translation>目前這一步結束後停止…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="332"/>
        <source>Asked the remote run to stop…</source>
        <translation>已要求遠端訓練停止…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="351"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="352"/>
        <source>Cannot start: {problems}</source>
        <translation>無法開始：{problems}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="353"/>
        <source>Cannot start training: {problems}</source>
        <translation>無法開始訓練：{problems}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="364"/>
        <source>Training could not run: {error}</source>
        <translation>訓練無法執行：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="379"/>
        <source>Training failed: {error}</source>
        <translation>訓練失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="398"/>
        <source>A local training run is going; stop it before following another</source>
        <translation>本機訓練正在進行；請先停止它，再跟隨另一個訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="403"/>
        <source>Following {source}…</source>
        <translation>正在跟隨 {source}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="466"/>
        <source>Fix the settings marked in red first</source>
        <translation>請先修正標成紅色的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="468"/>
        <source>Train this job in the background</source>
        <translation>在背景訓練這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="482"/>
        <source>ETA {eta}</source>
        <translation>剩餘 {eta}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="490"/>
        <source>Running {name}</source>
        <translation>正在訓練 {name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="493"/>
        <source>{rate} examples/s</source>
        <translation>每秒 {rate} 個樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="496"/>
        <source>see the log</source>
        <translation>請看記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="497"/>
        <source>Failed: {error}</source>
        <translation>失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="510"/>
        <source>Cannot open the run {path}: {error}</source>
        <translation>無法開啟訓練 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="531"/>
        <source>Opened the run {path}</source>
        <translation>已開啟訓練 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="557"/>
        <source>Export {kind}</source>
        <translation>匯出 {kind}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="567"/>
        <source>Saved {rows} metric values to {path}</source>
        <translation>已把 {rows} 筆指標存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="571"/>
        <source>Saved the plots to {path}</source>
        <translation>已把圖表存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_page.py" line="574"/>
        <source>Cannot save {path}: {error}; choose another folder</source>
        <translation>無法儲存 {path}：{error}；請選擇其他資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="60"/>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="64"/>
        <source>Loss smoothing (exponential moving average weight)</source>
        <translation>損失平滑（指數移動平均的權重）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="70"/>
        <source>Exponential moving average of the training loss, as in TensorBoard: 0 shows the raw values, 0.999 smooths the most. The raw curve stays visible, faint.</source>
        <translation>訓練損失的指數移動平均，與 TensorBoard 相同：0 顯示原始值，0.999 最平滑。原始曲線仍以淡色顯示。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="80"/>
        <source>x-axis</source>
        <translation>橫軸</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="84"/>
        <source>Horizontal axis: step or wall time</source>
        <translation>橫軸：步數或經過時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="85"/>
        <source>Step</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="86"/>
        <source>Wall time</source>
        <translation>經過時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="90"/>
        <source>Log scale</source>
        <translation>對數刻度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="92"/>
        <source>Logarithmic loss axis</source>
        <translation>損失軸用對數刻度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="93"/>
        <source>Show the loss plots on a logarithmic scale</source>
        <translation>損失圖改用對數刻度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="96"/>
        <source>Follow newest</source>
        <translation>跟隨最新</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="98"/>
        <source>Follow the newest points again</source>
        <translation>重新跟隨最新的資料點</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="99"/>
        <source>The view stopped following when you zoomed or panned</source>
        <translation>你縮放或平移後，畫面就不再跟隨最新資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="104"/>
        <location filename="../../tpugui/qt/training_plots.py" line="106"/>
        <location filename="../../tpugui/qt/training_run.py" line="34"/>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="106"/>
        <source>Loss per epoch</source>
        <translation>每週期損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="107"/>
        <source>Accuracy per epoch</source>
        <translation>每週期準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="107"/>
        <location filename="../../tpugui/qt/training_run.py" line="35"/>
        <source>accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="112"/>
        <source>Per epoch: dashed line with triangles = training, solid line with dots = validation. Drag to pan, wheel to zoom.</source>
        <translation>每週期：虛線加三角形 = 訓練，實線加圓點 = 驗證。拖曳可平移，滾輪可縮放。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="118"/>
        <source>Examples per second</source>
        <translation>每秒樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="118"/>
        <source>examples/s</source>
        <translation>樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="120"/>
        <location filename="../../tpugui/qt/training_run.py" line="38"/>
        <location filename="../../tpugui/qt/training_run.py" line="39"/>
        <source>learning rate</source>
        <translation>學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="231"/>
        <location filename="../../tpugui/qt/training_plots.py" line="235"/>
        <source>seconds since start</source>
        <translation>開始後秒數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="231"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="235"/>
        <source>epoch</source>
        <translation>週期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="324"/>
        <source>training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_plots.py" line="324"/>
        <source>validation</source>
        <translation>驗證</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="25"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="26"/>
        <source>running</source>
        <translation>執行中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="27"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="28"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="29"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="30"/>
        <source>interrupted</source>
        <translation>已中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="36"/>
        <source>validation loss</source>
        <translation>驗證損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="37"/>
        <source>validation accuracy</source>
        <translation>驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="223"/>
        <location filename="../../tpugui/qt/training_run.py" line="226"/>
        <source>epoch {epoch}</source>
        <translation>週期 {epoch}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="225"/>
        <source>epoch {epoch}/{epochs}</source>
        <translation>週期 {epoch}/{epochs}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="231"/>
        <location filename="../../tpugui/qt/training_run.py" line="233"/>
        <source>step {step}</source>
        <translation>步 {step}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="234"/>
        <source>step {step}/{steps}</source>
        <translation>步 {step}/{steps}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="246"/>
        <source>loss {value}</source>
        <translation>損失 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/training_run.py" line="249"/>
        <source>val acc {value}</source>
        <translation>驗證準確率 {value}</translation>
    </message>
</context>
</TS>
