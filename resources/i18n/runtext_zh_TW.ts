<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/cli/pipeline.py" line="51"/>
        <location filename="../../tpugui/cli/tune.py" line="140"/>
        <location filename="../../tpugui/cli/tune.py" line="151"/>
        <source>must be 1 or more, got {n}</source>
        <translation>必須是 1 或更大，目前是 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/remote.py" line="175"/>
        <source>no host; give --host or a job whose [remote] names one</source>
        <translation>沒有主機；請給 --host，或使用在 [remote] 中指定主機的工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/sweep.py" line="85"/>
        <location filename="../../tpugui/cli/tune.py" line="138"/>
        <source>{path} is not a folder</source>
        <translation>{path} 不是資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/sweep.py" line="96"/>
        <source>must not be empty</source>
        <translation>不可為空</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/sweep.py" line="123"/>
        <source>--remote needs the host(s) the trials train on</source>
        <translation>--remote 需要試驗執行的主機（remote.host 與 remote.workers）</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="53"/>
        <source>must be a positive number of bytes (e.g. 2e9, 512M, 4GiB), got {value!r}</source>
        <translation>必須是正的位元組數（例如 2e9、512M、4GiB），收到 {value!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="142"/>
        <source>must be from 0 to below 1, got {n}</source>
        <translation>必須介於 0（含）與 1（不含）之間，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="144"/>
        <source>must be 2 or more, got {n}</source>
        <translation>必須是 2 或以上，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="153"/>
        <source>must be 10 or more, got {n}</source>
        <translation>必須是 10 或以上，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="156"/>
        <source>must be above 0 and below --max-lr, got {n}</source>
        <translation>必須大於 0 且小於 --max-lr，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="159"/>
        <source>must end in .csv or .json, got {n}</source>
        <translation>副檔名必須是 .csv 或 .json，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="168"/>
        <source>must be from 10 to 100000, got {n}</source>
        <translation>必須介於 10 與 100000 之間，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="170"/>
        <source>must be from 2 to 50, got {n}</source>
        <translation>必須介於 2 與 50 之間，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="176"/>
        <source>must be one or more of {choices}, comma-separated, got {got!r}</source>
        <translation>必須是 {choices} 中的一個或多個（以逗號分隔），收到 {got!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="184"/>
        <source>must end in .toml, got {n}</source>
        <translation>副檔名必須是 .toml，收到 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/cli/tune.py" line="187"/>
        <source>must be a new file, not the input job {n}</source>
        <translation>必須是新檔案，不能是輸入的工作檔 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/export.py" line="147"/>
        <source>cannot write {path}: {error}</source>
        <translation>無法寫入 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="62"/>
        <source>no input files; name table files, images, folders or .npz files</source>
        <translation>沒有輸入檔案；請指定表格檔、圖片、資料夾或 .npz 檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="73"/>
        <source>{file} does not exist</source>
        <translation>{file} 不存在</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="78"/>
        <source>{file} is a folder; this model reads table rows: name {source} files</source>
        <translation>{file} 是資料夾；這個模型讀取的是表格列：請指定 {source} 檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="105"/>
        <source>images are 0-255; this model trained on values 0-{value_max:g}, so the images were scaled by {value_max:g}/255 first</source>
        <translation>圖片的值為 0-255；此模型以 0-{value_max:g} 的值訓練，因此先將圖片乘以 {value_max:g}/255</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="110"/>
        <source>{file} holds values up to {top:g}; this model trained on values 0-{value_max:g}: its predictions may be wrong (scale the input like the training data)</source>
        <translation>{file} 的值最高達 {top:g}；此模型以 0-{value_max:g} 的值訓練：預測可能有誤（請將輸入縮放成與訓練資料相同的範圍）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="156"/>
        <source>the run's inputs.json has no table plan; train the run again</source>
        <translation>這次執行的 inputs.json 沒有表格編碼計畫；請重新訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="164"/>
        <source>{file} has no column {names}; the model reads {wanted} (it has {have})</source>
        <translation>{file} 沒有欄位 {names}；模型讀取 {wanted}（檔案有 {have}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="178"/>
        <source>{where}: {value} in column {column}, which the model reads as numbers</source>
        <translation>{where}：欄位 {column} 中的 {value}，但模型把這個欄位當作數字讀取</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="224"/>
        <source>{file} holds no PNG or JPEG images</source>
        <translation>{file} 裡沒有 PNG 或 JPEG 圖片</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="234"/>
        <source>{file} is not a PNG or JPEG image, a folder of them or an .npz file</source>
        <translation>{file} 不是 PNG 或 JPEG 圖片、圖片資料夾，也不是 .npz 檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="248"/>
        <source>{file} has no array {array} (data.x_key); it has {keys}</source>
        <translation>{file} 沒有陣列 {array}（data.x_key）；檔案有 {keys}</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="256"/>
        <source>{file} is not a readable .npz file ({error})</source>
        <translation>{file} 不是可讀取的 .npz 檔（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="263"/>
        <source>{file}: array {array} has shape {shape}; expected images (N, H, W[, C])</source>
        <translation>{file}：陣列 {array} 的形狀是 {shape}；應為圖片陣列 (N, H, W[, C])</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="272"/>
        <source>images of another size were resized to {size} pixels, the size the model reads</source>
        <translation>尺寸不同的圖片已縮放為模型讀取的 {size} 像素</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="291"/>
        <source>{file}: the model reads {channels} channels; an image has 1 or 3</source>
        <translation>{file}：模型讀取 {channels} 個通道；圖片只有 1 或 3 個通道</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="309"/>
        <source>{file} cannot be decoded ({error})</source>
        <translation>{file} 無法解碼（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/reading.py" line="353"/>
        <source>{file} gives examples of shape {got}; the model reads {want} (H, W, C)</source>
        <translation>{file} 的樣本形狀是 {got}；模型讀取的是 {want}（H, W, C）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="63"/>
        <source>no run {run}: not a run folder, nor a run id of `tpugui runs` under {root}</source>
        <translation>找不到執行 {run}：它不是執行資料夾，也不是 {root} 下 `tpugui runs` 列出的執行 ID</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="78"/>
        <source>{run} has no checkpoint to use; train it with train.checkpoint_every set (or let it finish an epoch) and try again</source>
        <translation>{run} 沒有可用的檢查點；請設定 train.checkpoint_every 後訓練（或讓它至少完成一個 epoch），再試一次</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="144"/>
        <source>{run} is not a run folder (it has no job.toml)</source>
        <translation>{run} 不是執行資料夾（沒有 job.toml）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="153"/>
        <source>{run} failed; its model is not one to keep: fix what failed (tpugui runs shows the error) and train again</source>
        <translation>{run} 執行失敗；它的模型不宜保留：請修正失敗原因（tpugui runs 會顯示錯誤）後重新訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="163"/>
        <source>{run} has no inputs.json (it was trained before export and predict existed); train it again to export or predict with it</source>
        <translation>{run} 沒有 inputs.json（它是在匯出與預測功能推出前訓練的）；請重新訓練後再匯出或預測</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="173"/>
        <source>{run}: its job.toml cannot be read ({error})</source>
        <translation>{run}：無法讀取它的 job.toml（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="195"/>
        <source>{run} was trained with the model file {path}, which is gone; put it back (or pass --base-dir, the folder its relative path is read from)</source>
        <translation>{run} 是用模型檔 {path} 訓練的，但該檔案已不存在；請放回原處（或以 --base-dir 指定其相對路徑所依據的資料夾）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="234"/>
        <source>{run}: its model file failed: {error}</source>
        <translation>{run}：模型檔執行失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="239"/>
        <source>{run}: the checkpoint {file} does not fit its model ({error})</source>
        <translation>{run}：檢查點 {file} 與它的模型不相符（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/inference/restore.py" line="251"/>
        <source>{file} changed since this run trained it; the run's own copy ({copy}) is used, as it trained</source>
        <translation>{file} 在此執行訓練之後已變更；使用的是此執行自己的副本（{copy}），與訓練時相同</translation>
    </message>
    <message>
        <location filename="../../tpugui/monitor/sampler.py" line="25"/>
        <source>the {source} monitor cannot start: {error}</source>
        <translation>{source} 監看無法啟動：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/monitor/sources.py" line="42"/>
        <source>tpu-info is not installed: no TPU metrics (pip install tpu-info)</source>
        <translation>未安裝 tpu-info：沒有 TPU 指標（pip install tpu-info）</translation>
    </message>
    <message>
        <location filename="../../tpugui/monitor/sources.py" line="43"/>
        <source>nvidia-ml-py is not installed: no GPU metrics</source>
        <translation>未安裝 nvidia-ml-py：沒有 GPU 指標</translation>
    </message>
    <message>
        <location filename="../../tpugui/monitor/sources.py" line="44"/>
        <source>the {source} monitor stopped: {error}</source>
        <translation>{source} 監看已停止：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/monitor/sources.py" line="225"/>
        <source>tpu-info does not know the TPU generation {generation}</source>
        <translation>tpu-info 不認得 TPU 世代 {generation}</translation>
    </message>
    <message>
        <location filename="../../tpugui/monitor/sources.py" line="261"/>
        <source>cannot read the TPU metrics at {addr}: {error}</source>
        <translation>無法讀取位於 {addr} 的 TPU 指標：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/batching.py" line="53"/>
        <source>{batch} does not divide over the {replicas} replicas (each replica takes an equal share of every batch); use a multiple of {replicas}, for example {lower} or {upper}</source>
        <translation>{batch} 無法平均分給 {replicas} 個副本（每個副本都要分到每個批次中相同數量的樣本）；請改用 {replicas} 的倍數，例如 {lower} 或 {upper}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/batching.py" line="57"/>
        <source>{batch} does not divide over the {replicas} replicas (each replica takes an equal share of every batch); use a multiple of {replicas}, for example {upper}</source>
        <translation>{batch} 無法平均分給 {replicas} 個副本（每個副本都要分到每個批次中相同數量的樣本）；請改用 {replicas} 的倍數，例如 {upper}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/batching.py" line="61"/>
        <source>{batch} is larger than the {examples} training examples and drop_remainder is on, so no batch would ever be made; choose at most {examples} or turn drop_remainder off</source>
        <translation>{batch} 大於 {examples} 筆訓練樣本，而 drop_remainder 已開啟，因此一個批次也組不出來；請設為不超過 {examples}，或關閉 drop_remainder</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/batching.py" line="65"/>
        <source>there are no training examples, so no batch of {batch} would ever be made</source>
        <translation>沒有任何訓練樣本，因此組不出大小為 {batch} 的批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/build.py" line="148"/>
        <source>{calls} is more than cycle_length {cycle}; tf.data refuses that. Use at most {cycle} or AUTOTUNE</source>
        <translation>{calls} 大於 cycle_length {cycle}；tf.data 不接受。請最多使用 {cycle} 或 AUTOTUNE</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/build.py" line="158"/>
        <source>give both height and width (got {resize}); 0, 0 keeps the size</source>
        <translation>請同時給高度與寬度（目前是 {resize}）；0, 0 表示維持原尺寸</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/build.py" line="163"/>
        <source>give a file path, or 'memory'</source>
        <translation>請給檔案路徑，或 'memory'</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/build.py" line="170"/>
        <source>{path} is a folder; give a file name inside it (for example {example})</source>
        <translation>{path} 是資料夾；請給其中的檔案名稱（例如 {example}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/build.py" line="177"/>
        <source>the folder {folder} does not exist; create it or choose another cache path</source>
        <translation>資料夾 {folder} 不存在；請建立它，或選擇其他快取路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/build.py" line="185"/>
        <source>cannot write the cache file {path} (the folder {folder} is not writable); choose another path or 'memory'</source>
        <translation>無法寫入快取檔案 {path}（資料夾 {folder} 不可寫入）；請選擇其他路徑或 'memory'</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="28"/>
        <source>{function} is compiled again for the short last batch</source>
        <translation>{function} 為了較短的最後一批再次編譯</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="29"/>
        <source>{function} is compiled again: an input's shape changes</source>
        <translation>{function} 再次編譯：輸入的形狀改變了</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="30"/>
        <source>{function} is compiled again: an input's dtype changes</source>
        <translation>{function} 再次編譯：輸入的資料型別改變了</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="31"/>
        <source>{function} is compiled again: a Python value changes</source>
        <translation>{function} 再次編譯：Python 值改變了</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="32"/>
        <source>{function} is compiled again after the first steps</source>
        <translation>{function} 在最初幾步之後再次編譯</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="35"/>
        <source>{function} was compiled again at step {step}: the last batch of a pass over the data is shorter than the others, and a batch of another size is another shape to the compiler ({detail}). Drop the remainder (pipeline.drop_remainder = true) so every batch has one shape.</source>
        <translation>{function} 在第 {step} 步再次編譯：每走完一遍資料的最後一批比其他批短，而不同大小的批次對編譯器來說是另一種形狀（{detail}）。請捨棄餘數（pipeline.drop_remainder = true），讓每一批都是同一種形狀。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="41"/>
        <source>{function} was compiled again at step {step}: an input's shape changed ({detail}). Give every example one size (a fixed pipeline.resize, or pad to a fixed length) so the step is compiled once.</source>
        <translation>{function} 在第 {step} 步再次編譯：輸入的形狀改變了（{detail}）。請讓每個樣本都是同一個大小（固定的 pipeline.resize，或補齊到固定長度），這樣步驟只需編譯一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="46"/>
        <source>{function} was compiled again at step {step}: an input's dtype changed ({detail}). Cast the inputs to one dtype in the map stage.</source>
        <translation>{function} 在第 {step} 步再次編譯：輸入的資料型別改變了（{detail}）。請在 map 階段把輸入轉成同一種資料型別。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="50"/>
        <source>{function} was compiled again at step {step}: a Python value passed to it changed ({detail}). Pass it as an array (jnp.asarray, tf.constant, a tensor) instead of a Python number, and mark only true constants static (static_argnums).</source>
        <translation>{function} 在第 {step} 步再次編譯：傳給它的 Python 值改變了（{detail}）。請以陣列（jnp.asarray、tf.constant、張量）取代 Python 數字傳入，並只把真正的常數標為靜態（static_argnums）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="55"/>
        <source>{function} was compiled again at step {step} ({detail}). A step that compiles after the first steps spends that time compiling instead of training: keep every input's shape and dtype the same from step to step.</source>
        <translation>{function} 在第 {step} 步再次編譯（{detail}）。在最初幾步之後還要編譯的步驟，會把那段時間花在編譯而不是訓練上：請讓每一步的輸入形狀與資料型別保持不變。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/compile_advice.py" line="76"/>
        <source>Drop the short last batch</source>
        <translation>捨棄較短的最後一批</translation>
    </message>
    <message>
        <location filename="../../tpugui/profiling/request.py" line="29"/>
        <source>{run} is not running: a profile is taken of a run while it trains</source>
        <translation>{run} 並未執行：效能剖析只能在訓練進行中擷取</translation>
    </message>
    <message>
        <location filename="../../tpugui/profiling/request.py" line="30"/>
        <source>the run ended before it was profiled</source>
        <translation>訓練在剖析前就結束了</translation>
    </message>
    <message>
        <location filename="../../tpugui/profiling/request.py" line="31"/>
        <source>no training step came within {seconds:.0f} s (the run may be compiling, validating or stalled); try again</source>
        <translation>{seconds:.0f} 秒內沒有任何訓練步驟（訓練可能正在編譯、驗證或已停滯）；請再試一次</translation>
    </message>
    <message>
        <location filename="../../tpugui/profiling/request.py" line="35"/>
        <source>--seconds must be between 0.1 and {most:.0f}</source>
        <translation>--seconds 必須介於 0.1 與 {most:.0f} 之間</translation>
    </message>
    <message>
        <location filename="../../tpugui/profiling/request.py" line="36"/>
        <source>the profile was cancelled</source>
        <translation>效能剖析已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/profiling/request.py" line="37"/>
        <source>the run could not profile: {error}</source>
        <translation>訓練無法進行效能剖析：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runner/pythons.py" line="158"/>
        <source>{python} cannot be run ({error}); set the Python for {backend} in Settings</source>
        <translation>無法執行 {python}（{error}）；請在「設定」中指定 {backend} 使用的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/runner/pythons.py" line="167"/>
        <source>{backend} is not installed in {python}; install it there or choose another backend</source>
        <translation>{python} 沒有安裝 {backend}；請在那裡安裝，或選擇其他後端</translation>
    </message>
    <message>
        <location filename="../../tpugui/runner/spot.py" line="120"/>
        <source>checkpoint not copied to {folder}: {error}</source>
        <translation>檢查點未能複製到 {folder}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runner/spot.py" line="208"/>
        <source>the TPU VM was {state} at step {reached}: made again, the run goes on from the checkpoint of step {resumed}, copied back from {source}, on {host} ({lost} step(s) trained again)</source>
        <translation>TPU VM 在第 {reached} 步時變為 {state}：已重新建立，訓練從第 {resumed} 步的檢查點（自 {source} 複製回來）在 {host} 上繼續（{lost} 步需重新訓練）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runner/spot.py" line="217"/>
        <source>the TPU VM was {state} at step {reached}: made again, the run goes on from the checkpoint of step {resumed} on {host} ({lost} step(s) trained again)</source>
        <translation>TPU VM 在第 {reached} 步時變為 {state}：已重新建立，訓練從第 {resumed} 步的檢查點在 {host} 上繼續（{lost} 步需重新訓練）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runner/steps.py" line="117"/>
        <source>remote.checkpoints_to ({where}) is read only with remote.on_preempt = &quot;resume&quot;: this run copies no checkpoint there</source>
        <translation>remote.checkpoints_to（{where}）只在 remote.on_preempt = &quot;resume&quot; 時才會讀取：這次執行不會把檢查點複製到那裡</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="57"/>
        <source>training steps</source>
        <translation>訓練步驟</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="58"/>
        <source>start-up and imports</source>
        <translation>啟動與匯入</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="59"/>
        <source>compiles</source>
        <translation>編譯</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="60"/>
        <source>waiting for input</source>
        <translation>等待輸入</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="61"/>
        <source>evaluation</source>
        <translation>驗證評估</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="62"/>
        <source>checkpoint saves</source>
        <translation>儲存檢查點</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="63"/>
        <source>checkpoint restore</source>
        <translation>還原檢查點</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="64"/>
        <source>progress lost to a restart</source>
        <translation>因重新啟動而損失的進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="65"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="327"/>
        <source>Goodput: {share} % of {wall} in training steps</source>
        <translation>有效訓練時間：{wall} 中有 {share} % 用於訓練步驟</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="328"/>
        <source>Goodput: no figures yet</source>
        <translation>有效訓練時間：尚無數據</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="329"/>
        <source>{what}: {seconds} ({share} %)</source>
        <translation>{what}：{seconds}（{share} %）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="330"/>
        <source>{what}: {seconds} ({share} %), {cost}</source>
        <translation>{what}：{seconds}（{share} %），{cost}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/goodput.py" line="331"/>
        <source>of {total}, {lost} went to everything but training steps</source>
        <translation>在 {total} 之中，有 {lost} 花在訓練步驟以外</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/live.py" line="35"/>
        <source>Input wait: no figures yet</source>
        <translation>等待輸入：尚無數據</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/live.py" line="36"/>
        <source>Compute: no FLOP count for this run</source>
        <translation>運算：此次訓練沒有 FLOP 計數</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/live.py" line="37"/>
        <source>Compute: {flops} FLOPs a step; no timed window yet</source>
        <translation>運算：每步 {flops}FLOPs；尚無計時區間</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/live.py" line="38"/>
        <source>Compute: {rate} {unit} · MFU {mfu} % of {peak} {unit}</source>
        <translation>運算：{rate} {unit} · MFU {mfu} %（峰值 {peak} {unit}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/live.py" line="39"/>
        <source>Compute: {rate} {unit} (no peak known: no MFU)</source>
        <translation>運算：{rate} {unit}（峰值未知：無 MFU）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="32"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="33"/>
        <source>running</source>
        <translation>執行中</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="34"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="35"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="36"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="37"/>
        <source>interrupted</source>
        <translation>已中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="41"/>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="42"/>
        <source>accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="43"/>
        <source>validation loss</source>
        <translation>驗證損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="44"/>
        <source>validation accuracy</source>
        <translation>驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="45"/>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="46"/>
        <source>validation R²</source>
        <translation>驗證 R²</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="47"/>
        <location filename="../../tpugui/runs/model.py" line="48"/>
        <source>learning rate</source>
        <translation>學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="338"/>
        <source>cost {spent}: stopped at its budget of {budget}</source>
        <translation>費用 {spent}：已達預算 {budget} 而停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="342"/>
        <source>cost {spent}</source>
        <translation>費用 {spent}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="344"/>
        <source>cost {spent} of about {total} (budget {budget})</source>
        <translation>費用 {spent}，預估共約 {total}（預算 {budget}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="347"/>
        <source>cost {spent} of about {total}</source>
        <translation>費用 {spent}，預估共約 {total}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="353"/>
        <location filename="../../tpugui/runs/model.py" line="356"/>
        <source>epoch {epoch}</source>
        <translation>週期 {epoch}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="355"/>
        <source>epoch {epoch}/{epochs}</source>
        <translation>週期 {epoch}/{epochs}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="361"/>
        <location filename="../../tpugui/runs/model.py" line="363"/>
        <source>step {step}</source>
        <translation>步 {step}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="365"/>
        <source>step {step}/{steps}</source>
        <translation>步 {step}/{steps}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="373"/>
        <source>{backend} on {device}</source>
        <translation>{backend}（{device}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="384"/>
        <source>epoch mean loss {value}</source>
        <translation>週期平均損失 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="388"/>
        <source>last-step loss {value}</source>
        <translation>最後一步損失 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="393"/>
        <source>validation loss {value}</source>
        <translation>驗證損失 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="397"/>
        <source>val acc {value}</source>
        <translation>驗證準確率 {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/model.py" line="400"/>
        <source>val R² {value}</source>
        <translation>驗證 R² {value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/tensorboard.py" line="55"/>
        <source>{path} is not a folder: choose the folder TensorBoard's --logdir names</source>
        <translation>{path} 不是資料夾：請選擇 TensorBoard 的 --logdir 所指的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/tensorboard.py" line="56"/>
        <source>{path} holds no TensorBoard event files (events.out.tfevents.*): choose the folder that TensorBoard's --logdir names, or a run folder inside it</source>
        <translation>{path} 中沒有 TensorBoard 事件檔（events.out.tfevents.*）：請選擇 TensorBoard 的 --logdir 所指的資料夾，或其中的某個執行資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/tensorboard.py" line="60"/>
        <source>Cannot read {path}: {error}</source>
        <translation>無法讀取 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/tensorboard.py" line="61"/>
        <source>{path} is damaged at byte {offset} (a record's length fails its checksum): the {points} points before it are read, the rest of the file is not. Copy the file again from where it was written</source>
        <translation>{path} 在第 {offset} 位元組處損壞（某筆紀錄的長度未通過檢查碼）：已讀取其前的 {points} 個資料點，檔案其餘部分未讀取。請從寫出它的地方重新複製這個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/runs/tensorboard.py" line="66"/>
        <source>{path}: the record at byte {offset} is not a TensorBoard event ({error}); it is skipped</source>
        <translation>{path}：第 {offset} 位元組處的紀錄不是 TensorBoard 事件（{error}），已略過</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/callbacks.py" line="283"/>
        <source>train.monitor: this run reports no {monitor} (no validation set, or another task's metric); choose one of its metrics</source>
        <translation>train.monitor：這次執行沒有回報 {monitor}（沒有驗證集，或是其他任務的指標）；請選擇它有的指標</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/callbacks.py" line="318"/>
        <source>early stopping after epoch {epoch}: {monitor} has not improved for {patience} epoch(s); the best was {best:.4g} at epoch {best_epoch}</source>
        <translation>第 {epoch} 個 epoch 後提早停止：{monitor} 已連續 {patience} 個 epoch 沒有進步；最佳值為 {best:.4g}，出現在第 {best_epoch} 個 epoch</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/callbacks.py" line="383"/>
        <source>remote.budget: at this pace the run will cost about {total}, over its budget of {budget}; it will save a checkpoint and stop when the budget is spent</source>
        <translation>remote.budget：照目前的速度，這次執行約需 {total}，超過預算 {budget}；預算用完時會儲存檢查點並停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/callbacks.py" line="393"/>
        <source>remote.budget: the run has spent {spent}, 80 % of its budget of {budget}</source>
        <translation>remote.budget：這次執行已花費 {spent}，達預算 {budget} 的 80 %</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/callbacks.py" line="402"/>
        <source>remote.budget: the run has spent {spent} of its budget of {budget}; it saves a checkpoint and stops. Raise remote.budget and resume it to go on</source>
        <translation>remote.budget：這次執行已花費 {spent}，用完預算 {budget}；它會儲存檢查點並停止。提高 remote.budget 後接續執行即可繼續</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="49"/>
        <source>resumed from {path} (epoch {epoch}, step {step})</source>
        <translation>已從 {path} 接續訓練（第 {epoch} 個週期，第 {step} 步）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="143"/>
        <source>{path} is not a tpugui checkpoint ({error})</source>
        <translation>{path} 不是 tpugui 的檢查點（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="149"/>
        <source>checkpoint {file} is incomplete; missing {missing}</source>
        <translation>檢查點 {file} 不完整；缺少 {missing}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="228"/>
        <source>{path} does not exist; name a checkpoint file or a run folder</source>
        <translation>{path} 不存在；請指定檢查點檔案或執行資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="235"/>
        <source>no checkpoint in {folder}; choose another run</source>
        <translation>{folder} 中沒有檢查點；請選擇另一次執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="244"/>
        <source>{file} has no {meta} beside it; name the .json</source>
        <translation>{file} 旁邊沒有 {meta}；請指定 .json 檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/checkpoints.py" line="255"/>
        <source>{file} was written by the {written} backend; model.backend is {backend}; resume with the same framework</source>
        <translation>{file} 是由 {written} 後端寫入的；model.backend 是 {backend}；請用相同的框架繼續</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/compiles.py" line="109"/>
        <source>compile events are off: {error}</source>
        <translation>編譯事件已關閉：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="45"/>
        <source>{key} = {value} has no effect: the {source} source does not read it</source>
        <translation>{key} = {value} 沒有作用：{source} 資料來源不會讀取它</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="47"/>
        <source>a budget needs the run's price: set remote.accelerator_type (priced from tpugui's table) or remote.price_per_chip_hour</source>
        <translation>預算需要執行的價格：請設定 remote.accelerator_type（依 tpugui 的價格表計價）或 remote.price_per_chip_hour</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="51"/>
        <source>{backend} is not installed in this Python ({python}); install it or choose another backend</source>
        <translation>這個 Python（{python}）未安裝 {backend}；請安裝它或改選其他後端</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="54"/>
        <source>the {source} source needs a path; choose one</source>
        <translation>{source} 資料來源需要路徑；請選擇一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="55"/>
        <source>{source} files are read with tf.data, and TensorFlow is not installed here; use an npz source or install tensorflow</source>
        <translation>{source} 檔案需透過 tf.data 讀取，但這裡未安裝 TensorFlow；請改用 npz 來源或安裝 tensorflow</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="59"/>
        <source>file not found: {path}</source>
        <translation>找不到檔案：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="60"/>
        <source>XLA devices train in bfloat16, not float16; choose mixed_bfloat16</source>
        <translation>XLA 裝置以 bfloat16 訓練，不支援 float16；請選擇 mixed_bfloat16</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="61"/>
        <source>logical CPU devices are a TensorFlow feature; set it to 0 for the torch backends</source>
        <translation>邏輯 CPU 裝置是 TensorFlow 的功能；使用 torch 後端時請設為 0</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="64"/>
        <source>the checkpoint already holds {epoch} epoch(s); set epochs above {epoch} to train on</source>
        <translation>檢查點已包含 {epoch} 個週期；要繼續訓練，請將週期數設為大於 {epoch}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="67"/>
        <source>the {backend} backend also needs {modules}, not installed in {python}; install them: pip install {pips}</source>
        <translation>{backend} 後端還需要 {modules}，但 {python} 中未安裝；請安裝：pip install {pips}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="71"/>
        <source>the {source} source has no separate validation files; leave it empty</source>
        <translation>{source} 資料來源沒有獨立的驗證檔案；請留空</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="72"/>
        <source>the {source} source gives one class per example; choose classification, or a source whose labels can be {task} ({sources})</source>
        <translation>{source} 來源每個樣本只給一個類別；請選擇 classification，或改用標籤可做 {task} 的來源（{sources}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="76"/>
        <source>{monitor} is not measured for {task}: a {task} run reports loss and {metric}; choose one of {choices}</source>
        <translation>{task} 不會量測 {monitor}：{task} 執行回報損失與 {metric}；請從 {choices} 中選擇</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="80"/>
        <source>label smoothing is for class labels; set it to 0 for regression</source>
        <translation>標籤平滑只用於類別標籤；迴歸請設為 0</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="244"/>
        <source>{path} already holds a run (events.jsonl); choose a new folder</source>
        <translation>{path} 已經有一次執行（events.jsonl）；請選擇新的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/engine.py" line="251"/>
        <source>cannot create {path}: {error}</source>
        <translation>無法建立 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="113"/>
        <source>model file not found: {path}; check the path</source>
        <translation>找不到模型檔案：{path}；請檢查路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="114"/>
        <source>cannot read model file {path}: {error}</source>
        <translation>無法讀取模型檔案 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="115"/>
        <source>{path} is not UTF-8 text (byte {offset}); save the model file as UTF-8</source>
        <translation>{path} 不是 UTF-8 文字（第 {offset} 個位元組）；請以 UTF-8 儲存模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="116"/>
        <source>{path} has a syntax error at line {line}: {error}; fix the file</source>
        <translation>{path} 第 {line} 行有語法錯誤：{error}；請修正檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="117"/>
        <source>{path} defines no build_model(framework, input_shape, num_outputs); add that function</source>
        <translation>{path} 沒有定義 build_model(framework, input_shape, num_outputs)；請加上這個函式</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="120"/>
        <source>{name} in {path} (line {line}) takes {count} positional argument(s); it must take ({params})</source>
        <translation>{path} 中的 {name}（第 {line} 行）接受 {count} 個位置參數；它必須接受 ({params})</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="123"/>
        <source>{name} in {path} (line {line}) needs the keyword argument {argument}, which the run never passes; give it a default</source>
        <translation>{path} 中的 {name}（第 {line} 行）需要關鍵字參數 {argument}，但訓練時不會傳入它；請給它預設值</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/file_model.py" line="127"/>
        <source>{name} in {path} (line {line}) is not a function; define it as def {name}({params})</source>
        <translation>{path} 中的 {name}（第 {line} 行）不是函式；請定義為 def {name}({params})</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/jax/backend.py" line="98"/>
        <source>no {device} visible to JAX; training on the CPU</source>
        <translation>JAX 看不到 {device}；改在 CPU 上訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/jax/backend.py" line="153"/>
        <location filename="../../tpugui/training/tensorflow/backend.py" line="41"/>
        <location filename="../../tpugui/training/torch/backend.py" line="137"/>
        <source>no batch of {size} in the data</source>
        <translation>資料中湊不出大小為 {size} 的批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/jax/backend.py" line="187"/>
        <source>model.logical_cpus: JAX is already running in this process; it keeps its devices (train in a fresh process to split the CPU)</source>
        <translation>model.logical_cpus：JAX 已在這個行程中執行，會沿用它現有的裝置（要切分 CPU，請在新的行程中訓練）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/jax/backend.py" line="266"/>
        <location filename="../../tpugui/training/tensorflow/backend.py" line="163"/>
        <location filename="../../tpugui/training/torch/backend.py" line="141"/>
        <source>label smoothing {smoothing:g}: the loss is measured against softened targets</source>
        <translation>標籤平滑 {smoothing:g}：損失是對照平滑後的目標計算</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/jax/build.py" line="75"/>
        <source>float16 is for GPUs; on {platform} the step computes in bfloat16</source>
        <translation>float16 適用於 GPU；在 {platform} 上，步驟以 bfloat16 運算</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/jax/checkpoints.py" line="86"/>
        <source>{file} does not fit this model ({error})</source>
        <translation>{file} 不符合這個模型（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="49"/>
        <source>{path} is under {root}, a system folder; name a file or folder of your own</source>
        <translation>{path} 位於系統資料夾 {root} 之下；請指定你自己的檔案或資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="50"/>
        <source>{path} is not a regular file; name a Python file (file:net.py)</source>
        <translation>{path} 不是一般檔案；請指定 Python 檔（file:net.py）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="51"/>
        <source>{path} is {size} large; a model file is Python source of at most {most}: name the right file</source>
        <translation>{path} 大小為 {size}；模型檔是最多 {most} 的 Python 原始碼：請指定正確的檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="54"/>
        <source>{path} is neither a file nor a folder; name a checkpoint or a run folder</source>
        <translation>{path} 既不是檔案也不是資料夾；請指定檢查點或執行資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="55"/>
        <source>&quot;vm&quot; means the data lie on the TPU VM, and only a remote run reads them there; set it to local to train on this computer</source>
        <translation>「vm」表示資料在 TPU VM 上，只有遠端執行會在那裡讀取；要在這台電腦上訓練，請設為 local</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="59"/>
        <source>{path} is a relative path, and the VM has no job folder to read it from: name the path on the VM from its root (/data/train.npz) or from the home folder there (~/{path})</source>
        <translation>{path} 是相對路徑，而 VM 上沒有工作資料夾可供對照：請寫出 VM 上從根目錄起的路徑（/data/train.npz），或從那裡的家目錄起的路徑（~/{path}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="63"/>
        <source>the {source} source reads files on the VM's own disk, not gs:// URLs: copy the data onto the VM (gcloud storage cp -r) and name its path there</source>
        <translation>{source} 資料來源讀取的是 VM 本機磁碟上的檔案，不是 gs:// 網址：請把資料複製到 VM 上（gcloud storage cp -r），並填入它在那裡的路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="67"/>
        <source>this machine has {cores} CPU core(s); each logical CPU runs its own copy of every step on them, so {count} make a step take minutes: use at most {most}</source>
        <translation>這台機器有 {cores} 個 CPU 核心；每個邏輯 CPU 都在這些核心上各跑一份每一步，{count} 個會讓一步花上數分鐘：最多使用 {most} 個</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="71"/>
        <source>this machine has {cores} CPU core(s); {count} loader processes only add memory and start-up time: use at most {most}</source>
        <translation>這台機器有 {cores} 個 CPU 核心；{count} 個載入程序只會增加記憶體與啟動時間：最多使用 {most} 個</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="75"/>
        <source>needs about {need} of memory at this value (examples of {example} each); this machine has {free} free: use at most {most:,}</source>
        <translation>此值約需 {need} 記憶體（每個樣本 {example}）；這台機器只有 {free} 可用：最多使用 {most:,}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/limits.py" line="79"/>
        <source>the cache keeps every example in memory, about {need}; this machine has {free} free: cache to a file or leave out the cache stage</source>
        <translation>快取會把每個樣本留在記憶體中，約 {need}；這台機器只有 {free} 可用：請快取到檔案或拿掉 cache 階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/models.py" line="42"/>
        <source>the model file's last layer applies {activation}; tpugui trains on the values before it (the loss takes logits) and applies {activation} once when it predicts, so the model file needs no change</source>
        <translation>模型檔的最後一層套用了 {activation}；tpugui 以它之前的數值訓練（損失函數接收 logits），預測時再套用一次 {activation}，所以模型檔不需修改</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/models.py" line="49"/>
        <source>{path} builds a {kind} module, which only the {takers} backend trains (model.backend is {backend}). Set model.backend to {takers}, or return a {framework} model from build_model.</source>
        <translation>{path} 建立的是 {kind} 模組，只有 {takers} 後端能訓練它（model.backend 是 {backend}）。請把 model.backend 設為 {takers}，或讓 build_model 傳回 {framework} 模型。</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="31"/>
        <source>this machine has no TPU (none found on its PCI bus); use {alternative!r}, which picks the GPU or CPU it has</source>
        <translation>這台電腦沒有 TPU（PCI 匯流排上找不到）；請改用 {alternative!r}，它會選用現有的 GPU 或 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="35"/>
        <source>TPUStrategy needs a TPU and this machine has none; use {alternative!r} (one device or mirrored over the GPUs)</source>
        <translation>TPUStrategy 需要 TPU，而這台電腦沒有；請改用 {alternative!r}（單一裝置，或在多張 GPU 上鏡像）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="39"/>
        <source>{device} asked, but this machine has {n} CUDA GPU(s); use {alternative!r}</source>
        <translation>指定了 {device}，但這台電腦只有 {n} 張 CUDA GPU；請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="40"/>
        <source>mps is Apple silicon's GPU and this is not a Mac with one; use {alternative!r}</source>
        <translation>mps 是 Apple 晶片的 GPU，而這台電腦不是配備它的 Mac；請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="41"/>
        <source>{backend} does not support {generation} TPUs ({able} do); use {alternative!r}</source>
        <translation>{backend} 不支援 {generation} TPU（{able} 支援）；請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="42"/>
        <source>{backend} does not train in {precision}; use {alternative!r}</source>
        <translation>{backend} 不支援以 {precision} 訓練；請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="43"/>
        <source>TPUs compute in bfloat16, not float16; use {alternative!r}</source>
        <translation>TPU 以 bfloat16 運算，不支援 float16；請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="44"/>
        <source>mixed_bfloat16 suits TPUs and recent GPUs; on this machine the job runs on the CPU, where it is slower than float32: use {alternative!r}</source>
        <translation>mixed_bfloat16 適合 TPU 與較新的 GPU；在這台電腦上會用 CPU 訓練，比 float32 還慢：請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="48"/>
        <source>mixed_float16 needs a GPU; on this machine the job runs on the CPU: use {alternative!r}</source>
        <translation>mixed_float16 需要 GPU；在這台電腦上會用 CPU 訓練：請改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="51"/>
        <source>torch.compile (train.jit_compile = &quot;on&quot;) builds its CPU kernels with a C++ compiler and finds none here ({compiler} is not on the PATH); install g++ (or set the CXX environment variable to a C++ compiler), or set train.jit_compile to {alternative!r}</source>
        <translation>torch.compile（train.jit_compile = &quot;on&quot;）需要 C++ 編譯器來建置 CPU 核心，但這台機器上找不到（PATH 中沒有 {compiler}）；請安裝 g++（或將環境變數 CXX 設為某個 C++ 編譯器），或將 train.jit_compile 設為 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="56"/>
        <source>{backend} trains only on {devices} and this machine has none; run the job on a machine that has one, or use {alternative!r} here</source>
        <translation>{backend} 只能在 {devices} 上訓練，而這台電腦沒有；請在有這種裝置的電腦上執行這個工作，或在這裡改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight.py" line="60"/>
        <source>not on this machine</source>
        <translation>這台電腦上沒有</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/preflight_disk.py" line="23"/>
        <source>the run keeps about {kept} checkpoints of {each} each ({total}) and the disk of the runs folder has {free} free; keep fewer ({alternative!r}) or free some space</source>
        <translation>此次訓練約會保留 {kept} 個檢查點，每個 {each}（共 {total}），而訓練資料夾所在的磁碟只剩 {free}；請保留較少的檢查點（{alternative!r}）或騰出一些空間</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/processes.py" line="70"/>
        <source>the {backend} backend trains in one process here; set train.processes to 1 (several processes: {able})</source>
        <translation>{backend} 後端在此只以單一程序訓練；請將 train.processes 設為 1（可用多個程序的後端：{able}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/ranks.py" line="286"/>
        <source>the other workers' ends could not be gathered: {error}</source>
        <translation>無法收集其他工作者的結束狀態：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorboard.py" line="27"/>
        <source>TensorBoard files skipped: the tensorboard package is not installed</source>
        <translation>略過 TensorBoard 檔案：未安裝 tensorboard 套件</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/backend.py" line="88"/>
        <source>TF_CONFIG + MultiWorkerMirroredStrategy ({reason}): {world} workers, {replicas} replicas; each step's gradients are all-reduced; events from worker 0</source>
        <translation>TF_CONFIG + MultiWorkerMirroredStrategy（{reason}）：{world} 個工作程序、{replicas} 個副本；每一步的梯度都做 all-reduce；事件由工作程序 0 寫入</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/backend.py" line="156"/>
        <source>steps_per_execution = {spe}: loss points arrive every {spe} steps</source>
        <translation>steps_per_execution = {spe}：損失值每 {spe} 步回報一次</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/checkpoints.py" line="79"/>
        <source>the checkpoint's optimizer state does not fit this optimizer; it starts fresh (the step count still continues)</source>
        <translation>檢查點中的最佳化器狀態與此最佳化器不符；最佳化器將重新開始（步數仍會接續）</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="60"/>
        <source>not valid JSON; fix or unset the environment variable</source>
        <translation>不是有效的 JSON；請修正或取消設定這個環境變數</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="81"/>
        <source>TensorFlow is already running in this process with {have} CPU device(s), so it cannot be split into {n} now; run the job with `tpugui train JOB.toml` (a fresh process) or set logical_cpus = 0</source>
        <translation>TensorFlow 已在這個程序中以 {have} 個 CPU 裝置執行，現在無法切分成 {n} 個；請用 `tpugui train JOB.toml`（新的程序）執行這個工作，或把 logical_cpus 設為 0</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="119"/>
        <source>MultiWorkerMirroredStrategy from TF_CONFIG: {n} replicas</source>
        <translation>依 TF_CONFIG 使用 MultiWorkerMirroredStrategy：{n} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="129"/>
        <source>MirroredStrategy over {devices}</source>
        <translation>MirroredStrategy 鏡像分散於 {devices}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="134"/>
        <source>no GPU visible to TensorFlow; training on the CPU</source>
        <translation>TensorFlow 看不到 GPU；改在 CPU 上訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="143"/>
        <source>{want} asked, but TensorFlow sees {count} GPU(s)</source>
        <translation>要求 {want}，但 TensorFlow 只看到 {count} 個 GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="159"/>
        <source>connecting to the TPU {name}</source>
        <translation>正在連線到 TPU {name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="171"/>
        <source>TPUStrategy: {n} TPU cores {kind}</source>
        <translation>TPUStrategy：{n} 個 TPU 核心 {kind}</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/tensorflow/devices.py" line="173"/>
        <source>TPUStrategy: {n} TPU cores</source>
        <translation>TPUStrategy：{n} 個 TPU 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/backend.py" line="97"/>
        <source>torch.distributed ({backend}) + DistributedDataParallel ({reason}): each of {world} processes trains on its DistributedSampler shard with batch {per_replica}; gradients are all-reduced each step; events from rank 0</source>
        <translation>torch.distributed（{backend}）+ DistributedDataParallel（{reason}）：{world} 個程序各自以批次大小 {per_replica} 訓練其 DistributedSampler 分片；每一步都對梯度做 all-reduce；事件由 rank 0 寫入</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/backend.py" line="113"/>
        <source>torch_xla.launch ({reason}): {world} process(es), one per device; each trains on 1/{world} of the data with batch {per_replica}; events from rank 0; a stop takes effect at the next multiple of train.log_every ({log_every}) steps</source>
        <translation>torch_xla.launch（{reason}）：{world} 個行程，每個裝置一個；各自以批次 {per_replica} 訓練 1/{world} 的資料；事件由 rank 0 回報；停止要等到下一個 train.log_every（{log_every}）步的倍數才生效</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/backend.py" line="198"/>
        <source>torch.compile (train.jit_compile = on): TorchInductor compiles the model at its first step and again at validation's first batch; those steps are slower, the later ones run the compiled code</source>
        <translation>torch.compile（train.jit_compile = on）：TorchInductor 會在第一個步驟、以及驗證的第一個批次時編譯模型；這些步驟較慢，之後的步驟則執行編譯好的程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/backend.py" line="208"/>
        <source>XLA: the loss is read every {every} steps (train.log_every), one step late</source>
        <translation>XLA：損失值每 {every} 步讀取一次（train.log_every），並晚一步</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/checkpoints.py" line="60"/>
        <source>the checkpoint's optimizer state does not fit ({error}); fresh optimizer</source>
        <translation>檢查點中的最佳化器狀態不符（{error}）；改用全新的最佳化器</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/data.py" line="188"/>
        <source>{source} files need TensorFlow (tf.data) to be read</source>
        <translation>{source} 檔案需要 TensorFlow（tf.data）才能讀取</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/devices.py" line="53"/>
        <source>{want} asked, but torch sees {count} CUDA device(s)</source>
        <translation>要求 {want}，但 torch 只看到 {count} 個 CUDA 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/devices.py" line="64"/>
        <source>no {device} visible to torch; training on the CPU</source>
        <translation>torch 看不到 {device}；改在 CPU 上訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/models.py" line="21"/>
        <source>the model file's last layer applies log_softmax; tpugui's loss and predictions give the same values from log-probabilities as from logits, so it is kept as it is</source>
        <translation>模型檔的最後一層套用 log_softmax；tpugui 的損失與預測從對數機率得到的值與從 logits 得到的相同，因此保持原樣</translation>
    </message>
    <message>
        <location filename="../../tpugui/training/torch/models.py" line="28"/>
        <source>the model file's forward applies {activation} to its outputs; tpugui takes them back to logits for the loss and applies {activation} once when it predicts, so the model file needs no change</source>
        <translation>模型檔的 forward 會對輸出套用 {activation}；tpugui 會把它們轉回 logits 來計算損失，並在預測時只套用一次 {activation}，因此模型檔不需要修改</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/batch_fit.py" line="43"/>
        <source>the data allows at most {batch} a batch (at least {steps} steps an epoch over the training examples left after the validation split): larger was not tried</source>
        <translation>資料最多只容許每批 {batch} 個（扣除驗證切分後的訓練樣本，每個週期至少要有 {steps} 步）：更大的批次沒有嘗試</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="104"/>
        <source>all but: {part}</source>
        <translation>全部，但撤回：{part}</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="104"/>
        <source>all of: {parts}</source>
        <translation>全部：{parts}</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="129"/>
        <source>no change is faster beyond noise here</source>
        <translation>沒有任何變更的加速超出雜訊</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="131"/>
        <source>{name} is {speedup:.2f}× the job's examples/s (beyond the noise: &gt; {need:.2f}×)</source>
        <translation>{name} 為原工作每秒樣本數的 {speedup:.2f} 倍（超出雜訊：&gt; {need:.2f} 倍）</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="334"/>
        <source>the job as given</source>
        <translation>原工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="380"/>
        <source>the job as given failed: {error}</source>
        <translation>原工作失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="485"/>
        <source>on a CPU mixed_bfloat16 is rarely faster (few CPUs compute in bf16 natively): it is offered only if measured faster beyond noise here</source>
        <translation>在 CPU 上 mixed_bfloat16 很少更快（少有 CPU 原生以 bf16 運算）：只有在此實測加速超出雜訊時才會建議</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="504"/>
        <source>{name}: left out ({error})</source>
        <translation>{name}：已略過（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/faster.py" line="509"/>
        <source>{name}: not faster than the job in round {round}, not measured further</source>
        <translation>{name}：第 {round} 輪未比原工作快，不再繼續測量</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="202"/>
        <source>batch: the data allows no larger batch than {batch}</source>
        <translation>批次：資料不允許大於 {batch} 的批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="221"/>
        <source>steps_per_execution: {backend} does not read it</source>
        <translation>steps_per_execution：{backend} 不讀取此設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="234"/>
        <source>jit_compile: {backend} does not read it</source>
        <translation>jit_compile：{backend} 不讀取此設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="246"/>
        <source>precision: {backend} does not train in mixed_bfloat16</source>
        <translation>精度：{backend} 不以 mixed_bfloat16 訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="253"/>
        <source>precision: not tried — the job trains on this machine's CPU, which has no native bf16 arithmetic (mixed_bfloat16 would be converted to float32 and back: slower)</source>
        <translation>精度：未嘗試——此工作在這台機器的 CPU 上訓練，而它沒有原生 bf16 運算（mixed_bfloat16 會轉成 float32 再轉回：更慢）</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="268"/>
        <source>pipeline knobs: {backend} does not read the job's tf.data pipeline</source>
        <translation>管線設定：{backend} 不讀取工作的 tf.data 管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="292"/>
        <source>pipeline knobs: already at the values tried (autotune, cache, prefetch); `tpugui pipeline tune` searches them further</source>
        <translation>管線設定：已是要嘗試的值（autotune、快取、預取）；`tpugui pipeline tune` 會進一步搜尋</translation>
    </message>
    <message>
        <location filename="../../tpugui/tuning/knobs.py" line="340"/>
        <source>{name}: not tried on this machine ({reason})</source>
        <translation>{name}：未在此機器上嘗試（{reason}）</translation>
    </message>
</context>
</TS>
